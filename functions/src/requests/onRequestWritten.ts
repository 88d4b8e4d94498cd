import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { writeAffectsDashboard } from '../stats/dashboardStats';
import { recomputeDashboard } from '../stats/recomputeDashboard';
import { needsStamp, withEntry, withStageDate } from './historyStamp';
import { journeyClocksOf, stageClock } from '@household/model';
import { journeyStateOf } from './journeyDigest';

/**
 * Stamps `history` of `requests/{id}`: the create and every status change add {status, at} with
 * `at` = the write's updatedAt (server time, enforced by the rules), and `stageDates[status]` when the
 * office did not date the stage itself (issue 34). Clients never write history
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
  if (after && afterData) await stampDueDay(after.ref, afterData);
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
    // Issue 34: the stage's date, unless the office already dated it (createdAt for a new request).
    const createdAt = current.get('createdAt') as unknown;
    const stageAt = status === 'new' && createdAt instanceof Timestamp ? createdAt : stampedAt;
    const stageDates = withStageDate(current.get('stageDates'), status, stageAt);
    if (history || stageDates)
      transaction.update(ref, { ...(history ? { history } : {}), ...(stageDates ? { stageDates } : {}) });
  });
}

/**
 * Issue 34: `dueDay`, the office day the current stage's clock ends (null: ended, or no clock at this stage),
 * so the dashboard's late list reads only the requests due within a week (one range query on dueDay).
 * Recomputed on every write from the stage dates and settings/journey; written only when it changed (the
 * write's own event then finds nothing to do). The daily digest job refreshes it after a clock setting changes.
 */
async function stampDueDay(ref: FirebaseFirestore.DocumentReference, data: FirebaseFirestore.DocumentData) {
  const state = journeyStateOf(data);
  if (!state) return;
  const settings = (await db.doc('settings/journey').get()).data();
  const dueDay = stageClock(state, journeyClocksOf(settings), new Date()).dueDay;
  if ((data.dueDay ?? null) !== dueDay) await ref.update({ dueDay });
}
