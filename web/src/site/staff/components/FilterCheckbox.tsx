export interface FilterCheckboxProps {
  /** The query parameter the plain GET form sends, and the value it sends when ticked. */
  name: string;
  value: string;
  checked: boolean;
  label: string;
  testId: string;
  onToggle: (checked: boolean) => void;
  className?: string;
}

/** One labelled filter checkbox of the staff lists (a box of a group, or a filter of its own). */
export function FilterCheckbox({ name, value, checked, label, testId, onToggle, className }: FilterCheckboxProps) {
  return (
    <label className={className}>
      <input
        type="checkbox"
        name={name}
        value={value}
        checked={checked}
        data-testid={testId}
        onChange={(event) => onToggle(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
