import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { region } from '../config';
import { purgeOldTrash } from './purgeOldTrash';

/** Daily: trash entries older than 30 days are deleted for good, then their files (docs/decisions/015-trash.md). */
export const purgeTrash = onSchedule({ schedule: 'every day 03:30', region, timeZone: 'Asia/Riyadh' }, async () => {
  const purged = await purgeOldTrash();
  logger.info('purgeTrash: purged', purged);
});
