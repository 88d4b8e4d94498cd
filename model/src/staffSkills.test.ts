import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { languagesOf, skillsByType, skillsFor, staffLanguages } from './staffSkills.ts';

describe('staff skills and languages', () => {
  it('keeps only the skills of the worker type, once, in the set order', () => {
    expect(skillsFor('Driver', ['vip', 'family', 'vip', 'cooking'])).toEqual(['family', 'vip']);
    expect(skillsFor('Maid', ['laundry', 'cooking', 'airport'])).toEqual(['cooking', 'laundry']);
    expect(skillsFor('Nanny', 'childcare')).toEqual([]);
    expect(skillsFor('Cleaner', null)).toEqual([]);
  });

  it('has the drivers and maids sets of the design', () => {
    expect(skillsByType.Driver).toEqual(['family', 'executive', 'airport', 'vip']);
    expect(skillsByType.Maid).toEqual(['cooking', 'childcare', 'elderlyCare', 'cleaning', 'laundry']);
  });

  it('keeps known language codes once, drops unknown ones and non-strings', () => {
    expect(languagesOf(['ar', 'en', 'ar', 'xx', 5, 'tl'])).toEqual(['ar', 'en', 'tl']);
    expect(languagesOf(undefined)).toEqual([]);
  });
});

describe('firestore.rules accept exactly these sets', () => {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  // One skills list per worker type (staffSkillsOf: the Maid list is the default, for Maid and transfer).
  const skillsBody = /function staffSkillsOf\(type\) \{([\s\S]*?)\n {4}\}/.exec(rules)?.[1] ?? '';
  const skillLists = [...skillsBody.matchAll(/\[([^\]]*)\]/g)].map((match) =>
    [...match[1]!.matchAll(/'([^']*)'/g)].map((item) => item[1]).join(','),
  );
  const languageLists = [...rules.matchAll(/languages\.hasOnly\(\[([^\]]*)\]\)/g)].map((match) =>
    [...match[1]!.matchAll(/'([^']*)'/g)].map((item) => item[1]),
  );

  it('has one skills list per distinct set of the model, and the language codes', () => {
    const modelSets = [...new Set(Object.values(skillsByType).map((set) => set.join(',')))];
    expect([...skillLists].sort()).toEqual(modelSets.sort());
    expect(languageLists).toEqual([[...staffLanguages]]);
  });
});
