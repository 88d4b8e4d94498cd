import { staffTypes } from './common.ts';
import { storedDate, text, type StoredData, type ToDate } from './stored.ts';

/** `reviews/{id}`: public where `approved == true`; admin manages. */
export const reviewServiceTypes = staffTypes;

export interface ReviewDoc<Time = unknown> {
  customerName: string;
  serviceType: string;
  rating: number;
  commentEn: string;
  commentAr: string;
  approved: boolean;
  createdAt: Time;
}

export interface Review {
  id: string;
  customerName: string;
  serviceType: string;
  /** A whole number 1..5 (out-of-range stored values are clamped). */
  rating: number;
  commentEn: string;
  commentAr: string;
  approved: boolean;
  createdAt: Date | null;
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
