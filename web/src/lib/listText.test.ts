import { describe, expect, it } from 'vitest';
import { joinList } from './listText';

describe('joinList', () => {
  it('uses the comma of the page language', () => {
    expect(joinList(['Cooking', 'Childcare'], 'en')).toBe('Cooking, Childcare');
    expect(joinList(['الطبخ', 'رعاية الأطفال'], 'ar')).toBe('الطبخ، رعاية الأطفال');
    expect(joinList(['Cooking'], 'en')).toBe('Cooking');
  });
});
