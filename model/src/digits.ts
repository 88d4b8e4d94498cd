/**
 * The one digit normaliser: Arabic-Indic (٠-٩, U+0660-0669) and Persian / Eastern Arabic-Indic (۰-۹,
 * U+06F0-06F9) digits read as ASCII digits, everything else kept. Every typed number goes through it
 * (phones, ages, tracking codes, searches) in the forms and the functions alike.
 */
const arabicIndicZero = 0x0660;
const persianZero = 0x06f0;

export function toAsciiDigits(input: string): string {
  return input.replace(/[\u0660-\u0669\u06f0-\u06f9]/g, (digit) => {
    const code = digit.charCodeAt(0);
    return String(code - (code >= persianZero ? persianZero : arabicIndicZero));
  });
}
