import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  childcareAgeBands,
  childcareBandsOf,
  languageLevelsOf,
  matchesCvFilter,
  noCvFilter,
  skillFactsOf,
  staffLanguageLevels,
} from './staffCv.ts';
import { skillsByType } from './staffSkills.ts';
import { storedDate } from './stored.ts';

const assessed = new Date(Date.UTC(2026, 9, 1));

describe('skillFactsOf (the structured CV per skill)', () => {
  it("keeps the type's skills with checked parts; other skills and odd values are dropped", () => {
    const facts = skillFactsOf(
      'Maid',
      {
        cooking: { willing: 'yes', years: 4, level: 4, assessedAt: assessed },
        vip: { willing: 'yes' },
        laundry: { willing: 'maybe', years: 61, level: 6, assessedAt: assessed },
        cleaning: { willing: 'no', years: 2.5 },
      },
      storedDate,
    );
    expect(facts).toEqual({
      cooking: { willing: 'yes', years: 4, level: 4, assessedAt: assessed },
      cleaning: { willing: 'no', years: null, level: null, assessedAt: null },
    });
  });

  it('drops a level without its date and a date without a level, together', () => {
    expect(skillFactsOf('Maid', { cooking: { years: 1, level: 3 } }, storedDate).cooking).toEqual({
      willing: null,
      years: 1,
      level: null,
      assessedAt: null,
    });
    expect(skillFactsOf('Maid', { cooking: { assessedAt: assessed } }, storedDate)).toEqual({});
  });

  it('reads nothing from a list, text or null', () => {
    expect(skillFactsOf('Driver', ['vip'], storedDate)).toEqual({});
    expect(skillFactsOf('Driver', 'vip', storedDate)).toEqual({});
    expect(skillFactsOf('Driver', null, storedDate)).toEqual({});
  });
});

describe('childcare bands and language levels', () => {
  it('keeps known bands with yes or no', () => {
    expect(childcareBandsOf({ m0to6: 'yes', y7plus: 'no', y1to3: true, teen: 'yes' })).toEqual({
      m0to6: 'yes',
      y7plus: 'no',
    });
    expect(childcareBandsOf(undefined)).toEqual({});
  });

  it('keeps a level only for a language the worker speaks', () => {
    expect(languageLevelsOf({ en: 'fluent', ar: 'basic', tl: 'native', hi: 'good' }, ['en', 'ar', 'tl'])).toEqual({
      en: 'fluent',
      ar: 'basic',
    });
  });
});

describe('matchesCvFilter', () => {
  const worker = {
    skillFacts: skillFactsOf(
      'Maid',
      { cooking: { willing: 'yes', level: 3, assessedAt: assessed }, cleaning: { willing: 'no' } },
      storedDate,
    ),
    childcareBands: childcareBandsOf({ m0to6: 'yes', y1to3: 'no' }),
  };

  it('matches everything with no filter', () => {
    expect(matchesCvFilter(worker, noCvFilter)).toBe(true);
    expect(matchesCvFilter({ skillFacts: {}, childcareBands: {} }, noCvFilter)).toBe(true);
  });

  it('needs a stated yes: "no" and "not stated" do not match', () => {
    expect(matchesCvFilter(worker, { ...noCvFilter, childcare: ['m0to6'] })).toBe(true);
    expect(matchesCvFilter(worker, { ...noCvFilter, childcare: ['y1to3'] })).toBe(false);
    expect(matchesCvFilter(worker, { ...noCvFilter, childcare: ['y4to6'] })).toBe(false);
    expect(matchesCvFilter(worker, { ...noCvFilter, willing: ['cooking'] })).toBe(true);
    expect(matchesCvFilter(worker, { ...noCvFilter, willing: ['cooking', 'cleaning'] })).toBe(false);
    expect(matchesCvFilter(worker, { ...noCvFilter, willing: ['laundry'] })).toBe(false);
  });

  it('compares the assessed level with the minimum; an unassessed skill does not match', () => {
    expect(matchesCvFilter(worker, { ...noCvFilter, level: { skill: 'cooking', min: 3 } })).toBe(true);
    expect(matchesCvFilter(worker, { ...noCvFilter, level: { skill: 'cooking', min: 4 } })).toBe(false);
    expect(matchesCvFilter(worker, { ...noCvFilter, level: { skill: 'cleaning', min: 1 } })).toBe(false);
  });
});

describe('firestore.rules accept exactly these sets', () => {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const listOf = (name: string) => {
    const match = new RegExp(`function ${name}\\(\\) \\{\\s*return \\[([^\\]]*)\\]`).exec(rules);
    return [...(match?.[1] ?? '').matchAll(/'([^']*)'/g)].map((item) => item[1]);
  };

  it('age bands and language levels', () => {
    expect(listOf('childcareAgeBands')).toEqual([...childcareAgeBands]);
    expect(listOf('staffLanguageLevels')).toEqual([...staffLanguageLevels]);
  });

  it("each type's skills, and every skill checked by isSkillFactOrNone", () => {
    const body = /function staffSkillsOf\(type\) \{([\s\S]*?)\n {4}\}/.exec(rules)?.[1] ?? '';
    for (const type of ['Cleaner', 'Nanny', 'Driver'] as const)
      expect(body).toContain(`'${type}' ? [${skillsByType[type].map((skill) => `'${skill}'`).join(', ')}]`);
    expect(body).toContain(`: [${skillsByType.Maid.map((skill) => `'${skill}'`).join(', ')}]`);
    // hasValidSkillFacts checks each of the type's skills by position: as many positions as the longest set.
    const positions = [...rules.matchAll(/isSkillFactOrNone\(facts, skills\[(\d)\]\)/g)].map((match) =>
      Number(match[1]),
    );
    const longest = Math.max(...Object.values(skillsByType).map((set) => set.length));
    expect(positions).toEqual([...Array(longest).keys()]);
    expect(rules).toContain(`skills.size() < ${longest} || isSkillFactOrNone(facts, skills[${longest - 1}])`);
  });
});
