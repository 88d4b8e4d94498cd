/**
 * A settings form's values as text: antd gives a cleared input as undefined (or null), read here as ''
 * so the validation sees every field; any other value that is not a string is read as '' too.
 */
export function textValues(values: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? value : '']),
  );
}
