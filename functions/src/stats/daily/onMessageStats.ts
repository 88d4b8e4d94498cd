import { logger } from 'firebase-functions/v2';
import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../admin';
import { region } from '../../config';
import { applyDailyEvent } from './applyDailyEvent';
import { markerId, messageCreatedDelta } from './dailyDeltas';

/** Daily message statistics: a contact message counts once per document (retries and restores count nothing). */
export const onMessageStats = onDocumentCreated({ document: 'contactMessages/{messageId}', region }, async (event) => {
  const snapshot = event.data;
  if (!snapshot) return;
  const messageId = event.params.messageId;
  const writeTime = snapshot.updateTime ?? Timestamp.fromDate(new Date(event.time));
  const counted = await applyDailyEvent(db, markerId(`create-contactMessages-${messageId}`), [
    messageCreatedDelta(snapshot.data() ?? {}, writeTime),
  ]);
  if (!counted) logger.info('onMessageStats: creation already counted', { messageId });
});
