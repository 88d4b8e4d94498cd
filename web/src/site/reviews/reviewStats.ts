import type { Review } from '@household/model';

/** A review (`reviews/{id}`): the model's type; the public pages read only approved ones. */
export type { Review };

/** The rating and the comment come from the model's one rule (ratingSummary, reviewCommentIn). */
export { ratingSummary, reviewCommentIn } from '@household/model';

/** How many reviews show before "View all". */
export const initialReviewCount = 4;
