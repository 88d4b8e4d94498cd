export interface FilterSelectProps {
  label: string;
  value: string;
  /** The first option, meaning "no filter" (value ''). */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  /** The query parameter the plain GET form sends. */
  name: string;
  testId: string;
  onChange: (value: string) => void;
}

/** One labelled filter `<select>` of the staff lists, with an "any" option first. */
export function FilterSelect({ label, value, anyLabel, options, name, testId, onChange }: FilterSelectProps) {
  return (
    <label className="staff-field">
      <span>{label}</span>
      <select name={name} value={value} data-testid={testId} onChange={(event) => onChange(event.target.value)}>
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}
