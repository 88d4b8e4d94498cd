import { collection, doc, orderBy, query, serverTimestamp } from 'firebase/firestore';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { useLiveCollection, type Live } from '@/admin/lib/firebase/useLive';
import { adminStampedBatch } from '@/admin/lib/firebase/actor';
import { moveToTrashAsAdmin } from '@/admin/lib/firebase/adminTrash';
import { type AdminReview, type ReviewInput } from '../reviewModel';
import { reviewFromStored } from '@household/model';

/** Query shape 'admin reviews: newest first' (web/src/lib/queryShapes.ts). */
const reviewsQuery = query(collection(adminDb, 'reviews'), orderBy('createdAt', 'desc'));

export function useAdminReviews(): Live<AdminReview[]> {
  return useLiveCollection(reviewsQuery, reviewFromStored);
}

export async function setReviewApproved(id: string, approved: boolean): Promise<void> {
  await adminStampedBatch('reviews')
    .update(doc(adminDb, 'reviews', id), { approved })
    .commit();
}

export async function updateReview(id: string, input: ReviewInput): Promise<void> {
  await adminStampedBatch('reviews')
    .update(doc(adminDb, 'reviews', id), { ...input })
    .commit();
}

export async function createReview(input: ReviewInput): Promise<void> {
  await adminStampedBatch('reviews')
    .set(doc(collection(adminDb, 'reviews')), { ...input, createdAt: serverTimestamp() })
    .commit();
}

/** The admin's delete: moves the review to the trash (restorable for 30 days; admin/lib/firebase/trash.ts). */
export async function deleteReview(id: string): Promise<void> {
  await moveToTrashAsAdmin('reviews', id);
}
