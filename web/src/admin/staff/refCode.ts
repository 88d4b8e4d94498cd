import type { StaffType } from './staffAdminModel';

/** Public reference prefix per staff type (e.g. `MD-0142`). */
export const refCodePrefix: Record<StaffType, string> = {
  Maid: 'MD',
  Cleaner: 'CL',
  Nanny: 'NN',
  Driver: 'DR',
  transfer: 'TR',
};

/**
 * A short public reference: type prefix, a dash and 4 digits. `random` returns [0, 1).
 * Codes already in use are avoided when `taken` is given (up to a few tries; uniqueness
 * is "enough" for a human-facing reference, the document id stays the real key).
 */
export function generateRefCode(
  type: StaffType,
  taken: ReadonlySet<string> = new Set(),
  random: () => number = Math.random,
): string {
  let code = '';
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const digits = Math.floor(random() * 10_000) % 10_000;
    code = `${refCodePrefix[type]}-${String(digits).padStart(4, '0')}`;
    if (!taken.has(code)) return code;
  }
  return code;
}

export function isRefCode(value: string): boolean {
  return /^(MD|CL|NN|DR|TR)-\d{4}$/.test(value);
}
