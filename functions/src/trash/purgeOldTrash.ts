import { Timestamp } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/v2';
import { trashPurgeCutoff } from '@household/model';
import { db, grpc, hasCode } from '../admin';
import { deleteTrashedFiles } from './deleteTrashedFiles';

/**
 * Deletes trash entries older than the retention period (30 days), then their files. An entry restored
 * meanwhile is skipped: the delete carries the entry's update time as a precondition, so it fails when
 * the entry is gone or was written again. Answers the counts.
 */
export async function purgeOldTrash(now = new Date()): Promise<{ entries: number; files: number }> {
  const cutoff = Timestamp.fromDate(trashPurgeCutoff(now));
  const old = await db.collection('trash').where('deletedAt', '<', cutoff).get();
  let entries = 0;
  let files = 0;
  for (const entry of old.docs) {
    try {
      await entry.ref.delete({ lastUpdateTime: entry.updateTime });
    } catch (error) {
      if (hasCode(error, grpc.failedPrecondition) || hasCode(error, grpc.notFound)) {
        logger.info('purgeOldTrash: entry restored or changed meanwhile; kept', { trashId: entry.id });
        continue;
      }
      throw error;
    }
    entries += 1;
    files += (await deleteTrashedFiles(entry.data())).length;
  }
  return { entries, files };
}
