import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { db } from '../admin';
import { region } from '../config';
import { syncAllPublicStaff } from './syncPublicStaff';

/**
 * Daily, just after midnight in Riyadh: recomputes every worker's public view. Ages come from the birth
 * year and change on 1 January; a daily run (one read per worker, writes only for changed views) also
 * repairs any view a lost trigger event left behind, which a yearly run would leave for months.
 */
export const refreshPublicStaff = onSchedule(
  { schedule: 'every day 00:10', region, timeZone: 'Asia/Riyadh' },
  async () => {
    const result = await syncAllPublicStaff(db, new Date());
    logger.info('refreshPublicStaff', result);
  },
);
