import { Bar } from '@ant-design/plots';

export interface FunnelPoint {
  stage: string;
  count: number;
}

/** The request funnel as horizontal bars, first stage on top (lazy-loaded like WeeklyChart). */
export default function FunnelChart({ data, dark, rtl }: { data: FunnelPoint[]; dark: boolean; rtl: boolean }) {
  return (
    <Bar
      data={data}
      xField="stage"
      yField="count"
      height={220}
      theme={dark ? 'classicDark' : 'classic'}
      scale={{ y: rtl ? { range: [1, 0] } : {} }}
      axis={{ y: { tickCount: 4 } }}
      label={{ text: 'count', position: 'inside' }}
      animate={false}
    />
  );
}
