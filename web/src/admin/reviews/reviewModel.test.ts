import { describe, expect, it } from 'vitest';
import { validateReview, type ReviewInput } from './reviewModel';
import { reviewFromStored } from '@household/model';

const valid: ReviewInput = {
  customerName: ' Umm Ali ',
  serviceType: 'Maid',
  rating: 5,
  commentEn: ' Great ',
  commentAr: '',
  approved: false,
};

describe('validateReview', () => {
  it('accepts and trims a valid review', () => {
    expect(validateReview(valid)).toEqual({
      ok: true,
      value: { ...valid, customerName: 'Umm Ali', commentEn: 'Great' },
    });
  });

  it('rejects a rating outside 1-5 or not whole', () => {
    for (const rating of [0, 6, 4.5, Number.NaN]) {
      expect(validateReview({ ...valid, rating })).toEqual({ ok: false, problems: ['ratingRange'] });
    }
  });

  it('needs a name, a service and a comment in at least one language', () => {
    expect(validateReview({ ...valid, customerName: ' ', serviceType: '', commentEn: '' })).toEqual({
      ok: false,
      problems: ['nameRequired', 'serviceRequired', 'commentRequired'],
    });
  });
});

describe('reviewFromStored', () => {
  it('maps stored data with safe defaults', () => {
    expect(reviewFromStored('r1', { customerName: 'A', rating: 4, approved: 'yes' })).toMatchObject({
      id: 'r1',
      rating: 4,
      approved: false,
      commentEn: '',
    });
  });
});
