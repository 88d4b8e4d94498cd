import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from '../../admin';
import { region } from '../../config';
import { refreshMeasuredTimes } from './measuredTimes';

/**
 * Daily, after midnight in Riyadh: the measured medians per country (contract -> arrival over completed
 * recruitments, request -> first reply) of the last 12 months, for `/costs` (model/src/measuredTimes.ts).
 */
export const refreshMeasuredTimesDaily = onSchedule(
  { schedule: 'every day 00:20', region, timeZone: 'Asia/Riyadh' },
  async () => {
    const times = await refreshMeasuredTimes(db, new Date(), FieldValue.serverTimestamp());
    logger.info('refreshMeasuredTimes', { from: times.from, until: times.until, firstReply: times.firstReplyMinutes });
  },
);
