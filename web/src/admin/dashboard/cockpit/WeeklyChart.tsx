import { Column } from '@ant-design/plots';

export interface WeeklyPoint {
  week: string;
  series: string;
  value: number;
}

/**
 * Grouped columns of requests and messages per week (loaded only when the dashboard shows it, so
 * the chart library stays out of every other admin page and out of the public site). In Arabic the
 * caller passes the weeks newest first, so time runs right to left like the page.
 */
export default function WeeklyChart({ data, dark }: { data: WeeklyPoint[]; dark: boolean }) {
  return (
    <Column
      data={data}
      xField="week"
      yField="value"
      colorField="series"
      group
      height={260}
      theme={dark ? 'classicDark' : 'classic'}
      axis={{ y: { tickCount: 4 } }}
      legend={{ color: { position: 'top' } }}
      animate={false}
    />
  );
}
