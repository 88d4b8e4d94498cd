import { describe, expect, it } from 'vitest';
import { compareRows, type ComparedWorker } from './compareFacts';

const now = new Date('2026-11-27T12:00:00Z');
const assessedAt = new Date('2026-10-01T00:00:00Z');
const base: ComparedWorker = {
  type: 'Maid',
  country: 'PH',
  experienceYears: 4,
  age: null,
  status: 'active',
  reservedUntil: null,
  availableFrom: null,
  expectedSalary: null,
  transferable: false,
  skills: ['cooking'],
  languages: ['en'],
  skillFacts: {},
  childcareBands: {},
  languageLevels: {},
};

describe('compareRows', () => {
  const stated: ComparedWorker = {
    ...base,
    age: 30,
    expectedSalary: 1500,
    skillFacts: { cooking: { willing: 'yes', years: 4, level: 4, assessedAt } },
    childcareBands: { m0to6: 'no', y1to3: 'yes' },
    languageLevels: { en: 'fluent' },
  };
  const silent: ComparedWorker = { ...base, country: null, skills: [], languages: ['tl'] };
  const rows = compareRows([stated, silent], now);
  const cells = (id: string) => rows.find((row) => row.id === id)!.cells;

  it('shows a missing fact as not stated, never as no', () => {
    expect(cells('age')).toEqual([{ kind: 'age', age: 30 }, { kind: 'notStated' }]);
    expect(cells('country')[1]).toEqual({ kind: 'notStated' });
    expect(cells('salary')[1]).toEqual({ kind: 'notStated' });
    expect(cells('skill:cooking')).toEqual([
      { kind: 'skill', listed: true, fact: { willing: 'yes', years: 4, level: 4, assessedAt } },
      { kind: 'notStated' },
    ]);
    expect(cells('band:m0to6')).toEqual([{ kind: 'band', value: 'no' }, { kind: 'notStated' }]);
    expect(cells('band:y4to6')).toEqual([{ kind: 'notStated' }, { kind: 'notStated' }]);
    // A language the worker does not list is not stated (not "does not speak").
    expect(cells('language:tl')).toEqual([{ kind: 'notStated' }, { kind: 'language', level: null }]);
    expect(cells('language:en')).toEqual([{ kind: 'language', level: 'fluent' }, { kind: 'notStated' }]);
  });

  it('keeps one fixed row order whatever the values (no sort by best) and the columns in the given order', () => {
    const swapped = compareRows([silent, stated], now);
    expect(swapped.map((row) => row.id).filter((id) => !id.startsWith('language:'))).toEqual(
      rows.map((row) => row.id).filter((id) => !id.startsWith('language:')),
    );
    expect(swapped.find((row) => row.id === 'age')!.cells).toEqual([{ kind: 'notStated' }, { kind: 'age', age: 30 }]);
    expect(rows.slice(0, 7).map((row) => row.id)).toEqual([
      'type',
      'country',
      'experience',
      'age',
      'availability',
      'salary',
      'transfer',
    ]);
  });

  it('lists every skill of the compared types, and no childcare rows for drivers alone', () => {
    const driver: ComparedWorker = { ...base, type: 'Driver', skills: ['vip'] };
    const ids = compareRows([driver], now).map((row) => row.id);
    expect(ids).toContain('skill:vip');
    expect(ids).not.toContain('skill:cooking');
    expect(ids.some((id) => id.startsWith('band:'))).toBe(false);
    expect(rows.filter((row) => row.group === 'childcare')).toHaveLength(5);
  });

  it('never has a religion or health row', () => {
    expect(rows.map((row) => row.id).join(' ')).not.toMatch(/religion|health/i);
  });
});
