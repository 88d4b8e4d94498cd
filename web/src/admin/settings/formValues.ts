/**
 * A settings form's values as text: antd gives a cleared input as undefined (or null), read here as ''
 * so the validation sees every field; any other value that is not a string is read as '' too.
 */
export function textValues(values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
}

/** The stored texts of `keys` to fill a settings form with: '' where a field is not stored (null or absent). */
export function storedTexts<T, K extends keyof T & string>(data: T, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, data[key] ?? ''])) as Record<K, string>;
}
