import { logger } from 'firebase-functions/v2';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../admin';
import { region } from '../../config';
import { applyDailyEvent } from './applyDailyEvent';
import { markerId, requestCreatedDelta, requestStatusDelta } from './dailyDeltas';

/**
 * Daily request statistics: a create counts once per document (marker `create-requests-{id}`, so a
 * retried event and a restore from the trash count nothing again); a status change counts once per
 * event (marker = the event id). Deletes change nothing: the day's requests stay what arrived.
 */
export const onRequestStats = onDocumentWritten({ document: 'requests/{requestId}', region }, async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  if (!after?.exists) return;
  const afterData = after.data() ?? {};
  const writeTime = after.updateTime ?? Timestamp.fromDate(new Date(event.time));
  const requestId = event.params.requestId;
  if (!before?.exists) {
    const counted = await applyDailyEvent(db, markerId(`create-requests-${requestId}`), [
      requestCreatedDelta(afterData, writeTime),
    ]);
    if (!counted) logger.info('onRequestStats: creation already counted', { requestId });
    return;
  }
  const delta = requestStatusDelta(requestId, before.data() ?? {}, afterData, writeTime);
  if (delta && !(await applyDailyEvent(db, markerId(event.id), [delta])))
    logger.info('onRequestStats: repeated event, already counted', { requestId, eventId: event.id });
});
