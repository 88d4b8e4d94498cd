import type { Review, ReviewDoc } from '@household/model';

export { reviewServiceTypes } from '@household/model';

/** `reviews/{id}` as the admin table shows it: the model's Review. */
export type AdminReview = Review;

/** The editable fields (the rules keep createdAt fixed). */
export type ReviewInput = Omit<ReviewDoc, 'createdAt'>;

/** The model's one review mapper (rating clamped to 1..5). */

export type ReviewProblem = 'nameRequired' | 'serviceRequired' | 'ratingRange' | 'commentRequired';

/** Validates and tidies a review form (same limits as firestore.rules). */
export function validateReview(
  input: ReviewInput,
): { ok: true; value: ReviewInput } | { ok: false; problems: ReviewProblem[] } {
  const value: ReviewInput = {
    customerName: input.customerName.trim().slice(0, 100),
    serviceType: input.serviceType.trim().slice(0, 50),
    rating: input.rating,
    commentEn: input.commentEn.trim().slice(0, 2000),
    commentAr: input.commentAr.trim().slice(0, 2000),
    approved: input.approved,
  };
  const problems: ReviewProblem[] = [];
  if (!value.customerName) problems.push('nameRequired');
  if (!value.serviceType) problems.push('serviceRequired');
  if (!Number.isInteger(value.rating) || value.rating < 1 || value.rating > 5) problems.push('ratingRange');
  if (!value.commentEn && !value.commentAr) problems.push('commentRequired');
  return problems.length > 0 ? { ok: false, problems } : { ok: true, value };
}
