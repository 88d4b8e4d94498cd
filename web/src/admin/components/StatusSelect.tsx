import { Badge, Select } from 'antd';

export interface StatusSelectProps<S extends string> {
  value: S;
  options: { value: S; label: string }[];
  /** The badge colour of each status. */
  colors: Readonly<Record<S, string>>;
  onChange: (next: S) => void;
  ariaLabel: string;
  testId?: string;
  width?: number;
}

/** A small status dropdown with a coloured badge, as the admin tables use it (messages, requests). */
export function StatusSelect<S extends string>({
  value,
  options,
  colors,
  onChange,
  ariaLabel,
  testId,
  width = 130,
}: StatusSelectProps<S>) {
  return (
    <Select<S>
      size="small"
      value={value}
      options={options}
      onChange={onChange}
      aria-label={ariaLabel}
      data-testid={testId}
      style={{ width }}
      // A short list (16 stages at most): every option is in the page, so a tap, a screen reader and a
      // spec reach the last stage without scrolling a virtual list.
      virtual={false}
      labelRender={({ value: shown, label }) => <Badge color={colors[shown as S]} text={label} />}
    />
  );
}
