import { describe, expect, it } from 'vitest';
import { eraseContactProblem, retentionProblem, storedRetentionMonths, totalErased } from './eraseContactForm';

describe('retention period', () => {
  it('reads the stored value or the default of 12', () => {
    expect(storedRetentionMonths(6)).toBe(6);
    for (const value of [undefined, null, 0, 121, 2.5, '6']) expect(storedRetentionMonths(value)).toBe(12);
  });
  it('accepts whole months from 1 to 120', () => {
    expect(retentionProblem(1)).toBeNull();
    expect(retentionProblem(120)).toBeNull();
    for (const value of [0, 121, 1.5, null, '12']) expect(retentionProblem(value)).toBe('range');
  });
});

describe('eraseContactProblem', () => {
  it('accepts one e-mail or one phone number, in any digits', () => {
    for (const value of ['maria@example.com', ' Maria@Example.COM ', '+966 50 123 4567', '0501234567', '٠٥٠١٢٣٤٥٦٧'])
      expect(eraseContactProblem(value), value).toBeNull();
  });
  it('refuses empty, wildcard-like, partial, lists and oversized input', () => {
    expect(eraseContactProblem('   ')).toBe('required');
    expect(eraseContactProblem('\u200b')).toBe('required');
    for (const value of [
      '*',
      '%',
      '.*',
      '*@example.com',
      '@example.com',
      'maria@',
      'a@b.com, c@d.com',
      '05*',
      '12345',
      'maria',
    ]) {
      expect(eraseContactProblem(value), value).toBe('invalid');
    }
    expect(eraseContactProblem(`${'a'.repeat(300)}@example.com`)).toBe('tooLong');
  });
  it('adds up the counts', () => {
    expect(totalErased({ contactMessages: 1, requests: 2, notifications: 3, mails: 4, trash: 5 })).toBe(15);
  });
});
