import { describe, expect, it } from 'vitest';
import { statusColor } from './staffAdminModel';
import { safeUrl } from '@household/model';

describe('staff admin model', () => {
  it('links only site-relative and http(s) URLs', () => {
    expect(safeUrl('/cvs/a.pdf')).toBe('/cvs/a.pdf');
    expect(safeUrl('https://x.test/a.pdf')).toBe('https://x.test/a.pdf');
    expect(safeUrl('http://127.0.0.1:9199/v0/b/x/o/a')).toBe('http://127.0.0.1:9199/v0/b/x/o/a');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
    expect(safeUrl('//evil.test/a')).toBeNull();
    expect(safeUrl(null)).toBeNull();
  });

  it('maps statuses to their badge tones', () => {
    expect(statusColor('active')).toBe('success');
    expect(statusColor('approved')).toBe('success');
    expect(statusColor('pending')).toBe('warning');
    expect(statusColor('training')).toBe('warning');
    expect(statusColor('interview')).toBe('processing');
    expect(statusColor('background')).toBe('processing');
    expect(statusColor('inactive')).toBe('default');
  });
});
