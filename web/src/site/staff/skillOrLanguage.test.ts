import { describe, expect, it } from 'vitest';
import {
  keepSkillOrLanguage,
  parseSkillOrLanguage,
  skillOrLanguageFromValue,
  skillOrLanguageValue,
  skillsForTypes,
  writeSkillOrLanguage,
} from './skillOrLanguage';

describe('skill-or-language filter', () => {
  it('offers the union of the types’ skills in set order, without repeats', () => {
    expect(skillsForTypes(['Cleaner'])).toEqual(['cleaning', 'laundry', 'deepCleaning', 'kitchenCare']);
    const maids = skillsForTypes(['Maid', 'Cleaner', 'Nanny']);
    expect(maids).toEqual([
      'cooking',
      'childcare',
      'elderlyCare',
      'cleaning',
      'laundry',
      'deepCleaning',
      'kitchenCare',
      'infantCare',
      'homework',
    ]);
    expect(new Set(maids).size).toBe(maids.length);
    expect(maids).not.toContain('vip');
  });

  it('reads ?skill= or ?speaks=, the skill winning when a hand-made URL has both', () => {
    const skills = skillsForTypes(['Maid']);
    expect(parseSkillOrLanguage(new URLSearchParams('skill=cooking'), skills)).toEqual({
      kind: 'skill',
      code: 'cooking',
    });
    expect(parseSkillOrLanguage(new URLSearchParams('speaks=tl'), skills)).toEqual({ kind: 'language', code: 'tl' });
    expect(parseSkillOrLanguage(new URLSearchParams('skill=cooking&speaks=tl'), skills)).toEqual({
      kind: 'skill',
      code: 'cooking',
    });
  });

  it('ignores what a visitor or a script could type: other types’ skills, unknown codes, lang=', () => {
    const skills = skillsForTypes(['Maid']);
    for (const query of [
      'skill=vip',
      'skill=__proto__',
      'speaks=xx',
      'speaks=EN',
      'lang=ar',
      'skill=cooking%00',
      `skill=${'a'.repeat(5000)}`,
    ])
      expect(parseSkillOrLanguage(new URLSearchParams(query), skills), query).toBeUndefined();
    // an unknown skill does not hide a valid language
    expect(parseSkillOrLanguage(new URLSearchParams('skill=vip&speaks=ar'), skills)).toEqual({
      kind: 'language',
      code: 'ar',
    });
  });

  it('writes one parameter and removes the other, keeping the rest', () => {
    const params = new URLSearchParams('lang=ar&skill=cooking&type=Maid');
    writeSkillOrLanguage(params, { kind: 'language', code: 'en' });
    expect(params.toString()).toBe('lang=ar&type=Maid&speaks=en');
    writeSkillOrLanguage(params, undefined);
    expect(params.toString()).toBe('lang=ar&type=Maid');
  });

  it('drops a skill the new types do not have, keeps a language', () => {
    const cleaner = skillsForTypes(['Cleaner']);
    expect(keepSkillOrLanguage({ kind: 'skill', code: 'childcare' }, cleaner)).toBeUndefined();
    expect(keepSkillOrLanguage({ kind: 'skill', code: 'laundry' }, cleaner)).toEqual({
      kind: 'skill',
      code: 'laundry',
    });
    expect(keepSkillOrLanguage({ kind: 'language', code: 'hi' }, cleaner)).toEqual({ kind: 'language', code: 'hi' });
  });

  it('round-trips the combined select value and refuses forged ones', () => {
    const skills = skillsForTypes(['Nanny']);
    expect(skillOrLanguageValue(undefined)).toBe('');
    expect(skillOrLanguageFromValue(skillOrLanguageValue({ kind: 'skill', code: 'infantCare' }), skills)).toEqual({
      kind: 'skill',
      code: 'infantCare',
    });
    expect(skillOrLanguageFromValue('language:sw', skills)).toEqual({ kind: 'language', code: 'sw' });
    for (const value of ['', 'skill:laundry', 'language:zz', 'kind:cooking', 'skill', 'language:en:x'])
      expect(skillOrLanguageFromValue(value, skills), value).toBeUndefined();
  });

  it("reads the plain GET form's filter= (skill:x or language:x) after skill= and speaks=, ignoring anything odd", () => {
    const skills = skillsForTypes(['Maid']);
    expect(parseSkillOrLanguage(new URLSearchParams('filter=skill%3Acooking'), skills)).toEqual({
      kind: 'skill',
      code: 'cooking',
    });
    expect(parseSkillOrLanguage(new URLSearchParams('filter=language%3Aar'), skills)).toEqual({
      kind: 'language',
      code: 'ar',
    });
    expect(parseSkillOrLanguage(new URLSearchParams('speaks=en&filter=skill%3Acooking'), skills)).toEqual({
      kind: 'language',
      code: 'en',
    });
    for (const odd of [
      'filter=',
      'filter=skill%3A%3Cscript%3E',
      'filter=language%3Azz',
      'filter=skill%3Avip',
      'filter=%00',
    ])
      expect(parseSkillOrLanguage(new URLSearchParams(odd), skills), odd).toBeUndefined();
  });
});
