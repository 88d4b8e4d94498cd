import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { region } from '../config';
import { sendJourneyDigest } from './journeyDigestJob';

/** Every morning at 07:30 Riyadh: the office's e-mail of late requests (journeyDigest.ts). */
export const sendJourneyDigestMail = onSchedule(
  { schedule: '30 7 * * *', region, timeZone: 'Asia/Riyadh' },
  async () => {
    const result = await sendJourneyDigest(new Date());
    logger.info('sendJourneyDigestMail', result);
  },
);
