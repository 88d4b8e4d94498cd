import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { region } from '../config';
import { purgeExpired } from './purgeExpired';

/** Daily: deletes messages and finished requests older than settings/site.retentionMonths (default 12). */
export const purgeExpiredPersonalData = onSchedule(
  { schedule: 'every day 03:00', region, timeZone: 'Asia/Riyadh' },
  async () => {
    const deleted = await purgeExpired();
    logger.info('purgeExpiredPersonalData: deleted', deleted);
  },
);
