import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { useMemo } from 'react';
import { useFirestoreDocData } from 'reactfire';
import { adminDb, adminFunctions } from '@/admin/lib/firebase/adminSdk';
import { withActor } from '@/admin/lib/firebase/actor';
import type { EraseCounts } from '../privacy/eraseContactForm';
import { storedRetentionMonths } from '../privacy/eraseContactForm';

/** Data access of the Privacy card: `settings/private.retentionMonths` and the `eraseContact` callable. */
const privateRef = doc(adminDb, 'settings/private');

/** Live retention period in months (the default when unset). */
export function useRetentionMonths(): { status: 'loading' | 'error' | 'success'; months: number } {
  const { status, data } = useFirestoreDocData(privateRef);
  const months = useMemo(
    () => storedRetentionMonths((data as Record<string, unknown> | undefined)?.retentionMonths),
    [data],
  );
  return { status, months };
}

export async function saveRetentionMonths(months: number): Promise<void> {
  await setDoc(privateRef, withActor({ retentionMonths: months, updatedAt: serverTimestamp() }), { merge: true });
}

/** Counts (`apply` false) or erases (`apply` true) everything held about one e-mail or phone. */
export async function eraseContact(contact: string, apply: boolean): Promise<EraseCounts> {
  const call = httpsCallable<{ contact: string; apply: boolean }, { applied: boolean; counts: EraseCounts }>(
    adminFunctions,
    'eraseContact',
  );
  return (await call({ contact, apply })).data.counts;
}
