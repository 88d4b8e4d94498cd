/**
 * The staff table's column chooser (issue 28): which optional columns are hidden, remembered on this
 * device (localStorage). Name and actions always show. Pure: the page reads and writes the storage.
 */
export const optionalStaffColumns = ['refCode', 'type', 'country', 'experience', 'status', 'transferable'] as const;
export type OptionalStaffColumn = (typeof optionalStaffColumns)[number];

export const staffColumnsStorageKey = 'admin.staff.hiddenColumns';

/** The hidden columns from what was stored (unknown names and bad JSON ignored). */
export function hiddenColumnsFrom(stored: string | null): OptionalStaffColumn[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!Array.isArray(parsed)) return [];
    return optionalStaffColumns.filter((column) => parsed.includes(column));
  } catch {
    return [];
  }
}

/** What to store for the columns the chooser shows. */
export function hiddenColumnsValue(shown: readonly string[]): string {
  return JSON.stringify(optionalStaffColumns.filter((column) => !shown.includes(column)));
}
