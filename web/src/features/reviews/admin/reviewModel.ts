import { toDate } from '../../../lib/firebase/convert';

export const reviewServiceTypes = ['Maid', 'Cleaner', 'Nanny', 'Driver', 'transfer'] as const;

/** `reviews/{id}` as the admin table shows it. */
export interface AdminReview {
  id: string;
  customerName: string;
  serviceType: string;
  rating: number;
  commentEn: string;
  commentAr: string;
  approved: boolean;
  createdAt: Date | null;
}

/** The editable fields (the rules keep createdAt fixed). */
export interface ReviewInput {
  customerName: string;
  serviceType: string;
  rating: number;
  commentEn: string;
  commentAr: string;
  approved: boolean;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toAdminReview(id: string, data: Record<string, unknown>): AdminReview {
  return {
    id,
    customerName: text(data.customerName),
    serviceType: text(data.serviceType),
    rating: typeof data.rating === 'number' ? data.rating : 0,
    commentEn: text(data.commentEn),
    commentAr: text(data.commentAr),
    approved: data.approved === true,
    createdAt: toDate(data.createdAt),
  };
}

export type ReviewProblem = 'nameRequired' | 'serviceRequired' | 'ratingRange' | 'commentRequired';

/** Validates and tidies a review form (same limits as firestore.rules). */
export function validateReview(input: ReviewInput): { ok: true; value: ReviewInput } | { ok: false; problems: ReviewProblem[] } {
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
