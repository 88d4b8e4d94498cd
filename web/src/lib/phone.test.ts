import { describe, expect, it } from 'vitest';
import { normalizePhone, parseWholeNumber, phoneDigits } from './phone';

describe('phoneDigits / normalizePhone', () => {
  it('keeps an Arabic-Indic mobile number instead of stripping it to nothing', () => {
    expect(phoneDigits('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
    expect(normalizePhone('٠٥٠١٢٣٤٥٦٧')).toBe('0501234567');
  });
  it('drops spaces, plus, dashes, brackets and direction marks', () => {
    expect(normalizePhone('\u200E+966 (50) 123-4567')).toBe('966501234567');
  });
  it('mixes digit sets', () => {
    expect(normalizePhone('05٠١٢٣4567')).toBe('0501234567');
  });
  it('refuses too short, too long and digit-less input', () => {
    expect(normalizePhone('12345')).toBeNull();
    expect(normalizePhone('1'.repeat(16))).toBeNull();
    expect(normalizePhone('call me')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
  });
});

describe('parseWholeNumber', () => {
  it('reads ASCII and Arabic-Indic numbers', () => {
    expect(parseWholeNumber('12')).toBe(12);
    expect(parseWholeNumber(' ١٢ ')).toBe(12);
  });
  it('refuses anything else', () => {
    expect(parseWholeNumber('')).toBeNull();
    expect(parseWholeNumber('1.5')).toBeNull();
    expect(parseWholeNumber('-3')).toBeNull();
    expect(parseWholeNumber('abc')).toBeNull();
  });
});
