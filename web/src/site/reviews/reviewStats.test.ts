import { describe, expect, it } from 'vitest';
import { reviewComment, reviewStats } from './reviewStats';

describe('reviewStats', () => {
  it('averages to one decimal', () => {
    expect(reviewStats([{ rating: 5 }, { rating: 5 }, { rating: 4 }, { rating: 5 }, { rating: 4 }])).toEqual({
      average: '4.6',
      total: 5,
    });
    expect(reviewStats([{ rating: 4 }, { rating: 5 }, { rating: 5 }])).toEqual({ average: '4.7', total: 3 });
  });

  it('shows 0.0 without reviews', () => {
    expect(reviewStats([])).toEqual({ average: '0.0', total: 0 });
  });
});

describe('reviewComment', () => {
  it('uses the current language, else the other one', () => {
    expect(reviewComment({ commentEn: 'Good', commentAr: 'جيد' }, 'ar')).toBe('جيد');
    expect(reviewComment({ commentEn: 'Good', commentAr: ' ' }, 'ar')).toBe('Good');
  });
});
