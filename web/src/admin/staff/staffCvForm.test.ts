import { describe, expect, it } from 'vitest';
import { levelDateProblem, pairsCell, parseCvCells, skillFactsCell, toCvFields, toCvForm } from './staffCvForm';

const now = new Date('2026-11-27T12:00:00Z');
const oct1 = new Date('2026-10-01T00:00:00Z');

describe('the structured CV in the staff form', () => {
  it('reads Arabic-Indic digits in years and dates', () => {
    const fields = toCvFields('Maid', ['ar'], {
      skillFacts: { cooking: { willing: 'yes', years: '٤', level: 3, assessedAt: '٢٠٢٦-١٠-٠١' } },
    });
    expect(fields.skillFacts?.cooking).toEqual({ willing: 'yes', years: 4, level: 3, assessedAt: oct1 });
  });

  it("keeps only the type's skills, levels with dates, and levels of spoken languages", () => {
    const fields = toCvFields('Driver', ['en'], {
      skillFacts: { cooking: { willing: 'yes' }, vip: { willing: '', years: '', level: 4, assessedAt: '' } },
      childcareBands: { m0to6: 'yes', y1to3: '' },
      languageLevels: { en: 'good', ar: 'fluent' },
    });
    expect(fields).toEqual({ skillFacts: {}, childcareBands: { m0to6: 'yes' }, languageLevels: { en: 'good' } });
  });

  it('round-trips stored facts through the form', () => {
    const stored = {
      skillFacts: { cooking: { willing: 'no' as const, years: 0, level: 5, assessedAt: oct1 } },
      childcareBands: { y7plus: 'no' as const },
      languageLevels: { en: 'basic' as const },
    };
    expect(toCvFields('Maid', ['en'], toCvForm(stored))).toEqual(stored);
  });

  it('asks for a date with a level, a level with a date, and no future date', () => {
    expect(levelDateProblem({ level: 3 }, now)).toBe('dateNeeded');
    expect(levelDateProblem({ assessedAt: '2026-10-01' }, now)).toBe('levelNeeded');
    expect(levelDateProblem({ level: 3, assessedAt: '2027-01-01' }, now)).toBe('future');
    expect(levelDateProblem({ level: 3, assessedAt: '2026-10-01' }, now)).toBeNull();
    expect(levelDateProblem(undefined, now)).toBeNull();
  });
});

describe('the structured CV in the CSV', () => {
  it('writes and reads the same cells', () => {
    const facts = {
      cooking: { willing: 'yes' as const, years: 4, level: 3, assessedAt: oct1 },
      laundry: { willing: 'no' as const, years: null, level: null, assessedAt: null },
    };
    const cell = skillFactsCell(facts);
    expect(cell).toBe('cooking:yes:4:3:2026-10-01;laundry:no');
    const { cv, problems } = parseCvCells(
      { skillFacts: cell, childcareBands: pairsCell({ m0to6: 'yes' }), languageLevels: 'en:fluent' },
      'Maid',
      ['en'],
      now,
    );
    expect(problems).toEqual([]);
    expect(toCvFields('Maid', ['en'], cv)).toEqual({
      skillFacts: facts,
      childcareBands: { m0to6: 'yes' },
      languageLevels: { en: 'fluent' },
    });
  });

  it('accepts Arabic-Indic digits', () => {
    const { cv, problems } = parseCvCells({ skillFacts: 'cooking:yes:٤:٣:٢٠٢٦-١٠-٠١' }, 'Maid', [], now);
    expect(problems).toEqual([]);
    expect(toCvFields('Maid', [], cv).skillFacts?.cooking).toEqual({
      willing: 'yes',
      years: 4,
      level: 3,
      assessedAt: oct1,
    });
  });

  it('names every item it cannot read', () => {
    const { problems } = parseCvCells(
      {
        skillFacts:
          'vip:yes;cooking:maybe;laundry::70;cleaning:yes::3;childcare:yes::6:2026-10-01;elderlyCare:::2:2027-01-01',
        childcareBands: 'teens:yes;m0to6:true',
        languageLevels: 'ar:fluent;en:native',
      },
      'Maid',
      ['en'],
      now,
    );
    expect(problems.map((problem) => problem.value)).toEqual([
      'vip:yes',
      'cooking:maybe',
      'laundry::70',
      'cleaning:yes::3',
      'childcare:yes::6:2026-10-01',
      'elderlyCare:::2:2027-01-01',
      'teens:yes',
      'm0to6:true',
      'ar:fluent',
      'en:native',
    ]);
  });

  it('leaves absent columns undefined (the stored values stay)', () => {
    expect(parseCvCells({}, 'Maid', [], now).cv).toEqual({});
  });
});
