import { reviewFromStored } from '@household/model';
import { collection, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { publicDb } from '@/lib/firebase/publicDb';
import type { Review } from '../reviewStats';

/** One-shot read of the approved reviews, newest first. */
export async function fetchApprovedReviews(): Promise<Review[]> {
  const snapshot = await getDocs(
    query(collection(publicDb(), 'reviews'), where('approved', '==', true), orderBy('createdAt', 'desc')),
  );
  return snapshot.docs.map((doc) => reviewFromStored(doc.id, doc.data()));
}
