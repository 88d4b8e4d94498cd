import { useHydrated } from '@/lib/useHydrated';

export interface FilterSelectProps {
  label: string;
  value: string;
  /** The first option, meaning "no filter" (value ''). */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  testId: string;
  onChange: (value: string) => void;
}

/** One labelled filter `<select>` of the staff lists, with an "any" option first. */
export function FilterSelect({ label, value, anyLabel, options, testId, onChange }: FilterSelectProps) {
  // Disabled until the app runs: a choice made on the pre-rendered page would be lost to hydration.
  const hydrated = useHydrated();
  return (
    <label className="staff-field">
      <span>{label}</span>
      <select
        value={value}
        disabled={!hydrated}
        data-testid={testId}
        onChange={(event) => onChange(event.target.value)}
      >
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
