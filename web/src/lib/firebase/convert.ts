/** Firestore Timestamp (or anything with toDate) to Date; null otherwise. Used at the data-access boundary. */
export function toDate(value: unknown): Date | null {
  return value && typeof (value as { toDate?: unknown }).toDate === 'function' ? (value as { toDate: () => Date }).toDate() : null;
}

/** A string field, or null when absent or blank (DESIGN.md: absent optional values are null). */
export function optionalString(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value : null;
}
