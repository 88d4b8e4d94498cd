import { Timestamp } from 'firebase-admin/firestore';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from '../admin';
import { region } from '../config';
import { writeAffectsDashboard } from '../stats/dashboardStats';
import { recomputeDashboard } from '../stats/recomputeDashboard';
import { needsStamp, withEntry, stageDateToStamp } from './historyStamp';
import { journeyClocksOf, stageClock } from '@household/model';
import { journeyStateOf } from './journeyDigest';
import { updateOverSnapshot, updateUnchanged } from '../updateUnchanged';

/**
 * Stamps `history` of `requests/{id}`: the create and every status change add {status, at} with
 * `at` = the write's updatedAt (server time, enforced by the rules), and `stageDates[status]` when the
 * office did not date the stage itself (issue 34). Clients never write history
 * (the rules forbid it), so the trail cannot be forged. Idempotent (historyStamp.ts), and never over a write it did
 * not read (updateUnchanged).
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
  if (after?.exists) await stampDueDay(after);
  await counting;
});

/** Adds the status's history entry and, when the stage has none, its date (exported for the race test). */
export async function stampHistory(
  ref: FirebaseFirestore.DocumentReference,
  afterData: FirebaseFirestore.DocumentData,
  updateTime: Timestamp | undefined,
) {
  const status = afterData.status;
  const stampedAt = afterData.updatedAt instanceof Timestamp ? afterData.updatedAt : (updateTime ?? Timestamp.now());
  if (typeof status !== 'string') return;

  // Only what this event adds is written, with the read's update time as precondition (updateUnchanged): the
  // office's own date of the stage, saved a moment after the status, is never overwritten by this stamp.
  await updateUnchanged(ref, (current) => {
    const history = withEntry(current.get('history'), { status, at: stampedAt });
    // Issue 34: the stage's date, unless the office already dated it (createdAt for a new request).
    const createdAt = current.get('createdAt') as unknown;
    const stageAt = status === 'new' && createdAt instanceof Timestamp ? createdAt : stampedAt;
    const stageDate = stageDateToStamp(current.get('stageDates'), status, stageAt);
    if (!history && !stageDate) return null;
    return { ...(history ? { history } : {}), ...(stageDate ? { [`stageDates.${status}`]: stageDate } : {}) };
  });
}

/**
 * Issue 34: `dueDay`, the office day the current stage's clock ends (null: ended, or no clock at this stage),
 * so the dashboard's late list reads only the requests due within a week (one range query on dueDay).
 * Recomputed on every write from the stage dates and settings/journey; written only when it changed (the
 * write's own event then finds nothing to do) and only over the write the event saw. The daily digest job refreshes it after a clock setting changes.
 */
async function stampDueDay(after: FirebaseFirestore.DocumentSnapshot) {
  const state = journeyStateOf(after.data() ?? {});
  if (!state) return;
  const settings = (await db.doc('settings/journey').get()).data();
  const dueDay = stageClock(state, journeyClocksOf(settings), new Date()).dueDay;
  if ((after.get('dueDay') ?? null) === dueDay) return;
  // Only over the write this event is about: an older event arriving late writes nothing over a newer one
  // (whose own event computes the due day).
  await updateOverSnapshot(after, { dueDay });
}
