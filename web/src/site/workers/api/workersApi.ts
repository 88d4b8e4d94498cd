import type { DocumentData } from 'firebase/firestore/lite';
import { publicStaffFromStored, type PublicStaffEntry } from '@household/model';
import { toDate } from '@/lib/firebase/convert';
import { loadPublicDb } from '@/lib/firebase/loadPublicDb';

/** One worker as the public profile shows it. */
export interface WorkerProfile {
  staff: PublicStaffEntry;
  skills: string[];
  languages: string[];
  reservedUntil: Date | null;
}

/**
 * The public worker with this refCode, or null (unknown, inactive or withdrawn: only publishable workers
 * have a public view, `publicStaff`, decision 021; the status filter keeps a stray document out).
 */
export async function fetchWorkerProfile(refCode: string): Promise<WorkerProfile | null> {
  // Firestore Lite loads on first use: a pre-rendered profile page never needs it.
  const { lite, db } = await loadPublicDb();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'publicStaff'),
      lite.where('status', '==', 'active'),
      lite.where('refCode', '==', refCode),
      lite.limit(1),
    ),
  );
  const doc = snapshot.docs[0];
  return doc ? workerProfileFromStored(doc.id, doc.data()) : null;
}

/** The profile from a public view document (also used by the pre-renderer, which reads with the Admin SDK). */
export function workerProfileFromStored(id: string, data: DocumentData): WorkerProfile {
  // One mapper: the profile shows the same skills, languages and reservation as the cards.
  const staff = publicStaffFromStored(id, data, toDate);
  return { staff, skills: staff.skills, languages: staff.languages, reservedUntil: staff.reservedUntil };
}

/** Several active workers by refCode (the shortlist page); unknown or inactive ones are left out. */
export async function fetchWorkerProfiles(refCodes: readonly string[]): Promise<WorkerProfile[]> {
  if (refCodes.length === 0) return [];
  const found = await Promise.all(refCodes.slice(0, 10).map((code) => fetchWorkerProfile(code)));
  return found.filter((item): item is WorkerProfile => item !== null);
}
