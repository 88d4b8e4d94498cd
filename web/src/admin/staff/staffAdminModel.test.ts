import { describe, expect, it } from 'vitest';
import { safeHref, statusColor } from './staffAdminModel';

describe('staff admin model', () => {
  it('links only site-relative and http(s) URLs', () => {
    expect(safeHref('/cvs/a.pdf')).toBe('/cvs/a.pdf');
    expect(safeHref('https://x.test/a.pdf')).toBe('https://x.test/a.pdf');
    expect(safeHref('http://127.0.0.1:9199/v0/b/x/o/a')).toBe('http://127.0.0.1:9199/v0/b/x/o/a');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('//evil.test/a')).toBeNull();
    expect(safeHref(null)).toBeNull();
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
