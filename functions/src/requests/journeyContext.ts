import { dailyStatsFromStored, officeDayKey, addDays, type DailyStatsDoc } from '@household/model';
import { db } from '../admin';
import { firstReplyWindowDays } from './journeyAnswer';

/**
 * What a tracked request's clock and guarantee need besides the request: settings/journey (one read) and the
 * last 90 office days of `dailyStats` (one query: at most 90 small documents, only their first-reply minutes).
 */
export async function readJourneyContext(
  now: Date,
): Promise<{ settings: Record<string, unknown> | undefined; days: DailyStatsDoc[] }> {
  const today = officeDayKey(now);
  const [settings, stats] = await Promise.all([
    db.doc('settings/journey').get(),
    db
      .collection('dailyStats')
      .where('day', '>=', addDays(today, -(firstReplyWindowDays - 1)))
      .where('day', '<=', today)
      .select('day', 'contactMinutes')
      .get(),
  ]);
  return { settings: settings.data(), days: stats.docs.map((doc) => dailyStatsFromStored(doc.id, doc.data())) };
}
