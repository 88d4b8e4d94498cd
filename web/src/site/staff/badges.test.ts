import { describe, expect, it } from 'vitest';
import { statusTone, transferBadge } from './badges';
import { driverSpecialtiesOf } from './driverSpecialties';
import { initialsOf } from './links';

describe('transfer badge', () => {
  it('maps active to Domestic Worker, pending to Pending and the rest to Inactive', () => {
    expect(transferBadge('active')).toBe('domesticWorker');
    expect(transferBadge('pending')).toBe('pending');
    for (const status of ['interview', 'background', 'approved', 'training', 'inactive'] as const)
      expect(transferBadge(status)).toBe('inactive');
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
  it('builds initials', () => {
    expect(initialsOf('Maria Dela Cruz')).toBe('MC');
    expect(initialsOf('Priya')).toBe('P');
  });
});
