import { describe, expect, it } from 'vitest';
import { languagesOf, skillsByType, skillsFor } from './staffSkills.ts';

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
