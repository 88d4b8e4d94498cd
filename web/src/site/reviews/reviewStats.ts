import type { Review } from '@household/model';

/** A review (`reviews/{id}`): the model's type; the public pages read only approved ones. */
export type { Review };

/** The fixed figure from the external review site, shown labelled as such. */
export const externalRating = 4.8;

/** How many reviews show before "View all". */
export const initialReviewCount = 4;

/** Average to one decimal ("4.6") and total; "0.0" for no reviews. Ratings outside 1-5 are clamped. */
export function reviewStats(reviews: readonly Pick<Review, 'rating'>[]): { average: string; total: number } {
  if (reviews.length === 0) return { average: '0.0', total: 0 };
  const sum = reviews.reduce((acc, review) => acc + Math.min(5, Math.max(1, Math.round(review.rating))), 0);
  return { average: (Math.round((sum / reviews.length) * 10) / 10).toFixed(1), total: reviews.length };
}

/** The comment in the wanted language, else the other one. */
export function reviewComment(review: Pick<Review, 'commentEn' | 'commentAr'>, language: 'en' | 'ar'): string {
  const wanted = (language === 'ar' ? review.commentAr : review.commentEn).trim();
  return wanted || (language === 'ar' ? review.commentEn : review.commentAr).trim();
}
