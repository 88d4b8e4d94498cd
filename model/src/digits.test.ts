import { describe, expect, it } from 'vitest';
import { toAsciiDigits } from './digits.ts';

describe('toAsciiDigits', () => {
  it('reads Arabic-Indic and Persian digits as ASCII and keeps everything else', () => {
    expect(toAsciiDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
    expect(toAsciiDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
    expect(toAsciiDigits('+966 ٥٠ 123 ۴۵۶۷')).toBe('+966 50 123 4567');
    expect(toAsciiDigits('R-AB٢C-D۹')).toBe('R-AB2C-D9');
    expect(toAsciiDigits('')).toBe('');
  });
});
