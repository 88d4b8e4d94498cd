import { logger } from 'firebase-functions/v2';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { region } from '../config';
import { sendDueDigests } from './mailDigests';

/** Every 15 minutes: the digest mail of each finished hour that went over the e-mail cap. */
export const sendMailDigests = onSchedule({ schedule: 'every 15 minutes', region, timeZone: 'Etc/UTC' }, async () => {
  const hours = await sendDueDigests();
  if (hours.length > 0) logger.info('sendMailDigests: digests written', { hours });
});
