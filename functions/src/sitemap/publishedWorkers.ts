import { isPublishableStaff, storedDate } from '@household/model';
import { db } from '../admin';
import type { SitemapWorker } from './sitemapXml';

/**
 * The workers a visitor may see, for the sitemap: active, with publishing consent (isPublishableStaff,
 * the renderer's and the /photos check). The one read of the sitemap: one document read per active
 * worker, only the fields it needs.
 */
export async function publishedWorkers(): Promise<SitemapWorker[]> {
  const snapshot = await db
    .collection('staff')
    .where('status', '==', 'active')
    .select('refCode', 'status', 'publishConsentAt', 'updatedAt')
    .get();
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((data) => isPublishableStaff(data) && typeof data.refCode === 'string' && data.refCode.length > 0)
    .map((data) => ({ refCode: data.refCode as string, updatedAt: storedDate(data.updatedAt) }))
    .sort((a, b) => a.refCode.localeCompare(b.refCode));
}
