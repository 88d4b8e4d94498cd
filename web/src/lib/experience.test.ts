import { describe, expect, it } from 'vitest';
import { experienceLevelOf, experienceRange, isExperienceLevel } from './experience';

describe('experience levels', () => {
  it('classifies years at the boundaries of the levels', () => {
    expect([0, 2, 3, 5, 6, 12].map(experienceLevelOf)).toEqual(['junior', 'junior', 'mid', 'mid', 'senior', 'senior']);
  });

  it('gives ranges that agree with the classification', () => {
    for (let years = 0; years <= 20; years += 1) {
      const range = experienceRange(experienceLevelOf(years));
      expect(years).toBeGreaterThanOrEqual(range.min);
      if (range.maxExclusive !== null) expect(years).toBeLessThan(range.maxExclusive);
    }
  });

  it('recognises level names', () => {
    expect(isExperienceLevel('mid')).toBe(true);
    expect(isExperienceLevel('expert')).toBe(false);
  });
});
