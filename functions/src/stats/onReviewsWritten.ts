import { dashboardTrigger } from './dashboardTrigger';

/** Writes to `reviews` recompute `stats/dashboard` when a counter can change. */
export const onReviewsWritten = dashboardTrigger('reviews');
