/**
 * Reading stored (Firestore) data without the Firebase SDK. Timestamps arrive through a converter the
 * caller may inject; the default accepts anything with `toDate()` (client, Lite and Admin SDK Timestamps)
 * and plain Dates, so the model never imports Firebase.
 */
export type StoredData = Record<string, unknown>;

/** Stored value -> Date, or null when it is not a time. */
export type ToDate = (value: unknown) => Date | null;

export const storedDate: ToDate = (value) => {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (value && typeof (value as { toDate?: unknown }).toDate === 'function')
    return (value as { toDate: () => Date }).toDate();
  return null;
};

/** A string field, '' when absent or not a string. */
export function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** A string field, or null when absent or blank (absent optional values are null). */
export function optionalText(value: unknown): string | null {
  return typeof value === 'string' && value.trim().length > 0 ? value : null;
}

/** A finite number >= 0, else `fallback`. */
export function nonNegative(value: unknown, fallback = 0): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : fallback;
}

/** A type guard for a value of a fixed list (an enum of the model). */
export function isOneOf<const T extends readonly string[]>(list: T, value: unknown): value is T[number] {
  return typeof value === 'string' && (list as readonly string[]).includes(value);
}
