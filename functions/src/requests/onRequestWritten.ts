import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { writeAffectsDashboard } from '../stats/dashboardStats';
import { recomputeDashboard } from '../stats/recomputeDashboard';
import { needsStamp, withEntry } from './historyStamp';

/**
 * Stamps `history` of `requests/{id}`: the create and every status change add {status, at} with
 * `at` = the write's updatedAt (server time, enforced by the rules). Clients never write history
 * (the rules forbid it), so the trail cannot be forged. Idempotent (historyStamp.ts).
 * Creates, deletes and status changes also recompute `stats/dashboard` (openRequests).
 */
export const onRequestWritten = onDocumentWritten({ document: 'requests/{requestId}', region }, async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  const beforeData = before?.exists ? before.data() : undefined;
  const afterData = after?.exists ? after.data() : undefined;
  const counting = writeAffectsDashboard('requests', beforeData, afterData)
    ? recomputeDashboard(after?.exists ? after.updateTime : undefined)
    : null;
  if (after && afterData && needsStamp(beforeData, afterData))
    await stampHistory(after.ref, afterData, after.updateTime);
  await counting;
});

async function stampHistory(
  ref: FirebaseFirestore.DocumentReference,
  afterData: FirebaseFirestore.DocumentData,
  updateTime: Timestamp | undefined,
) {
  const status = afterData.status;
  const stampedAt = afterData.updatedAt instanceof Timestamp ? afterData.updatedAt : (updateTime ?? Timestamp.now());
  if (typeof status !== 'string') return;

  await db.runTransaction(async (transaction) => {
    const current = await transaction.get(ref);
    if (!current.exists) return; // deleted meanwhile
    const history = withEntry(current.get('history'), { status, at: stampedAt });
    if (history) transaction.update(ref, { history });
  });
}
