import { describe, expect, it } from 'vitest';
import { statusTone, transferBadge } from './badges';
import { driverSpecialtiesOf } from './driverSpecialties';
import { initialsOf, safeCvUrl, visiblePhotoUrl } from './links';

describe('transfer badge', () => {
  it('maps active to Domestic Worker, pending to Pending and the rest to Inactive', () => {
    expect(transferBadge('active')).toBe('domesticWorker');
    expect(transferBadge('pending')).toBe('pending');
    for (const status of ['interview', 'background', 'approved', 'training', 'inactive'] as const) expect(transferBadge(status)).toBe('inactive');
  });

  it('gives status tones', () => {
    expect(statusTone('approved')).toBe('success');
    expect(statusTone('training')).toBe('warning');
    expect(statusTone('background')).toBe('info');
    expect(statusTone('inactive')).toBe('neutral');
  });
});

describe('driver specialties', () => {
  it('are the driving skills the office set, in the set order, whatever the years', () => {
    expect(driverSpecialtiesOf({ skills: [] })).toEqual([]);
    expect(driverSpecialtiesOf({ skills: ['vip', 'family'] })).toEqual(['family', 'vip']);
    expect(driverSpecialtiesOf({ skills: ['cooking', 'airport'] })).toEqual(['airport']);
  });
});

describe('card links', () => {
  it('accepts site-relative and https CV URLs only', () => {
    expect(safeCvUrl('/cvs/sample-cv.pdf')).toBe('/cvs/sample-cv.pdf');
    expect(safeCvUrl('https://firebasestorage.googleapis.com/v0/b/x/o/cvs%2Fa.pdf?alt=media')).toContain('https://');
    expect(safeCvUrl('http://127.0.0.1:9199/v0/b/x/o/a.pdf')).toContain('127.0.0.1');
    expect(safeCvUrl('javascript:alert(1)')).toBeNull();
    expect(safeCvUrl('//evil.example/x.pdf')).toBeNull();
    expect(safeCvUrl('http://evil.example/x.pdf')).toBeNull();
    expect(safeCvUrl(null)).toBeNull();
    expect(safeCvUrl('  ')).toBeNull();
  });

  it('shows a photo only with consent', () => {
    expect(visiblePhotoUrl({ showPhoto: false, photoUrl: '/media/a.jpg' })).toBeNull();
    expect(visiblePhotoUrl({ showPhoto: true, photoUrl: null })).toBeNull();
    expect(visiblePhotoUrl({ showPhoto: true, photoUrl: '/media/a.jpg' })).toBe('/media/a.jpg');
  });

  it('builds initials', () => {
    expect(initialsOf('Maria Dela Cruz')).toBe('MC');
    expect(initialsOf('Priya')).toBe('P');
  });
});
