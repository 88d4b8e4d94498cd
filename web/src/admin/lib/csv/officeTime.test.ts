import { describe, expect, it } from 'vitest';
import { officeDateTime, officeFileStamp } from './officeTime';

describe('officeDateTime', () => {
  it('writes Riyadh time (UTC+3), whatever the machine time zone', () => {
    expect(officeDateTime(new Date('2026-11-23T21:30:00Z'))).toBe('2026-11-24 00:30');
    expect(officeDateTime(new Date('2026-06-01T09:05:00Z'))).toBe('2026-06-01 12:05');
  });

  it('gives an empty cell for a missing or invalid date', () => {
    expect(officeDateTime(null)).toBe('');
    expect(officeDateTime(undefined)).toBe('');
    expect(officeDateTime(new Date('nope'))).toBe('');
  });

  it('stamps file names', () => {
    expect(officeFileStamp(new Date('2026-11-24T05:30:00Z'))).toBe('2026-11-24-0830');
  });
});
