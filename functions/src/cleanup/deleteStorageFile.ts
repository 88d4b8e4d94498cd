import { logger } from 'firebase-functions/v2';
import { defaultBucket } from '../admin';
import { storageReachable } from './storageReachable';

/**
 * Deletes one object of the default bucket. A missing object is fine (the event may be a repeat); any
 * other failure, including Storage being absent in the emulator, is logged and never rethrown.
 * @returns whether the object is gone.
 */
export async function deleteStorageFile(path: string): Promise<boolean> {
  if (!storageReachable(process.env)) {
    logger.warn(`Storage emulator not running; left ${path} in place.`);
    return false;
  }
  try {
    await defaultBucket().file(path).delete({ ignoreNotFound: true });
    return true;
  } catch (error) {
    logger.error(`Could not delete ${path} from Storage`, error);
    return false;
  }
}
