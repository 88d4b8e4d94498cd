/**
 * The one phone rule (issue 27): firestore.rules' `isPhone` uses exactly `phoneRulePattern` (the
 * model test reads the rules and checks it), and the forms and functions use `isPhone` here.
 *
 * A phone number is at most 30 characters: an optional `+` and `(`, then 7 to 15 digits (E.164 has at
 * most 15) separated by spaces, `-`, `(` or `)`, ending with a digit or `)`. So `+`, `()`, `--` and
 * `phone` are refused; `0501234567`, `+966 50 123 4567` and `+966 (50) 123-4567` are accepted.
 * No look-ahead (the rules' RE2 has none) and no backslash (the rules' string needs no escaping).
 */
export const phoneRulePattern = '^[+]?[(]?[0-9]([-() ]*[0-9]){6,14}[)]?$';

export const phonePattern = new RegExp(phoneRulePattern);

export const phoneMaxLength = 30;

export function isPhone(value: unknown): value is string {
  return typeof value === 'string' && value.length <= phoneMaxLength && phonePattern.test(value);
}

/** An optional phone: null (absent) or a phone. */
export function isNullOrPhone(value: unknown): value is string | null {
  return value === null || isPhone(value);
}
