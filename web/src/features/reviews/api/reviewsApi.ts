import { collection, getDocs, orderBy, query, where, type DocumentData } from 'firebase/firestore/lite';
import { toDate } from '../../../lib/firebase/convert';
import { publicDb } from '../../../lib/firebase/publicDb';
import type { Review } from '../reviewStats';

function toReview(id: string, data: DocumentData): Review {
  return {
    id,
    customerName: typeof data.customerName === 'string' ? data.customerName : '',
    serviceType: typeof data.serviceType === 'string' ? data.serviceType : '',
    rating: typeof data.rating === 'number' ? data.rating : 0,
    commentEn: typeof data.commentEn === 'string' ? data.commentEn : '',
    commentAr: typeof data.commentAr === 'string' ? data.commentAr : '',
    createdAt: toDate(data.createdAt),
  };
}

/** One-shot read of the approved reviews, newest first (SPEC section 7). */
export async function fetchApprovedReviews(): Promise<Review[]> {
  const snapshot = await getDocs(query(collection(publicDb(), 'reviews'), where('approved', '==', true), orderBy('createdAt', 'desc')));
  return snapshot.docs.map((doc) => toReview(doc.id, doc.data()));
}
