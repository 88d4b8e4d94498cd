import type { Language } from './language.ts';
import { staffTypes } from './common.ts';
import { storedDate, text, type StoredData, type ToDate } from './stored.ts';

/** `reviews/{id}`: public where `approved == true`; admin manages. */
export const reviewServiceTypes = staffTypes;

export interface ReviewDoc<Time = unknown> {
  customerName: string;
  serviceType: string;
  /** A whole number 1..5 (reading clamps out-of-range stored values). */
  rating: number;
  commentEn: string;
  commentAr: string;
  approved: boolean;
  createdAt: Time;
}

/** A review as the app uses it: the stored fields with its id and a Date. */
export interface Review extends ReviewDoc<Date | null> {
  id: string;
}

export function reviewFromStored(id: string, data: StoredData, toDate: ToDate = storedDate): Review {
  const rating = typeof data.rating === 'number' && Number.isFinite(data.rating) ? Math.round(data.rating) : 5;
  return {
    id,
    customerName: text(data.customerName),
    serviceType: text(data.serviceType),
    rating: Math.min(5, Math.max(1, rating)),
    commentEn: text(data.commentEn),
    commentAr: text(data.commentAr),
    approved: data.approved === true,
    createdAt: toDate(data.createdAt),
  };
}

/** What the site says about its rating: the approved reviews' real average (one decimal) and count. */
export interface RatingSummary {
  /** One decimal, e.g. 4.6. */
  average: number;
  count: number;
}

/**
 * The one rating rule (ratings page, any structured data): only approved reviews count, ratings are
 * whole numbers 1..5; null when there is none, and then no rating is shown at all (never a fixed figure).
 */
export function ratingSummary(reviews: readonly Pick<Review, 'rating' | 'approved'>[]): RatingSummary | null {
  const counted = reviews.filter((review) => review.approved);
  if (counted.length === 0) return null;
  const sum = counted.reduce((acc, review) => acc + Math.min(5, Math.max(1, Math.round(review.rating))), 0);
  return { average: Math.round((sum / counted.length) * 10) / 10, count: counted.length };
}

/** A review's comment in the page language only ('' when the office has none in it: the other language is never shown). */
export function reviewCommentIn(review: Pick<Review, 'commentEn' | 'commentAr'>, language: Language): string {
  return (language === 'ar' ? review.commentAr : review.commentEn).trim();
}
