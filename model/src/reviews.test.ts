import { describe, expect, it } from 'vitest';
import { ratingSummary, reviewCommentIn } from './reviews.ts';

const review = (rating: number, approved = true) => ({ rating, approved });

describe('ratingSummary', () => {
  it('averages the approved reviews to one decimal and counts them', () => {
    expect(ratingSummary([review(5), review(5), review(4), review(5), review(4)])).toEqual({ average: 4.6, count: 5 });
    expect(ratingSummary([review(4), review(5), review(5)])).toEqual({ average: 4.7, count: 3 });
  });
  it('ignores reviews that are not approved', () => {
    expect(ratingSummary([review(5), review(1, false)])).toEqual({ average: 5, count: 1 });
  });
  it('is null when no approved review exists: nothing is claimed', () => {
    expect(ratingSummary([])).toBeNull();
    expect(ratingSummary([review(5, false)])).toBeNull();
  });
});

describe('reviewCommentIn', () => {
  it('gives the comment in the page language only', () => {
    expect(reviewCommentIn({ commentEn: 'Good', commentAr: ' جيد ' }, 'ar')).toBe('جيد');
    expect(reviewCommentIn({ commentEn: 'Good', commentAr: ' ' }, 'ar')).toBe('');
    expect(reviewCommentIn({ commentEn: '', commentAr: 'جيد' }, 'en')).toBe('');
  });
});
