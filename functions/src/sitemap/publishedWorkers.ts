import { storedDate, type StaffType } from '@household/model';
import { db } from '../admin';
import { maxWorkersPerFile, type SitemapWorker } from './sitemapXml';

/**
 * The published workers of one type, for that type's sitemap file: read from the public view
 * `publicStaff` (decision 021), which holds exactly the workers a visitor may see, so the sitemap reads
 * only what it lists: one document read per worker listed, two fields each.
 */
export async function publishedWorkers(type: StaffType): Promise<{ workers: SitemapWorker[]; capped: boolean }> {
  const snapshot = await db
    .collection('publicStaff')
    .where('type', '==', type)
    .select('refCode', 'updatedAt')
    .limit(maxWorkersPerFile)
    .get();
  const workers = snapshot.docs
    .map((doc) => doc.data())
    .filter((data) => typeof data.refCode === 'string' && data.refCode.length > 0)
    .map((data) => ({ refCode: data.refCode as string, updatedAt: storedDate(data.updatedAt) }));
  return { workers, capped: snapshot.size >= maxWorkersPerFile };
}
