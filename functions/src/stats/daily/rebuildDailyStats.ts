/**
 * Rebuilds every `dailyStats/{day}` document from the requests and contact messages that exist now
 * (their createdAt, refCodes and stamped history), with the model's own counting rules: the seed
 * (tests/fixtures/writeSeed.ts) and `scripts/backfill-daily-stats.mjs` both run it. Import-free apart
 * from the model and types, so Node runs it straight from the source. The live triggers then add to
 * what it wrote; a day is replaced whole, so run it when nothing is being written (a deploy window).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { dailyStatsFromRecords, type DailyStatsDoc, type RequestRecord } from '@household/model';

function toDate(value: unknown): Date | null {
  return value && typeof (value as { toDate?: unknown }).toDate === 'function'
    ? (value as { toDate(): Date }).toDate()
    : null;
}

/** The day documents the stored data implies (read through `db`, nothing written). */
export async function dailyStatsFromDatabase(db: Firestore): Promise<Map<string, DailyStatsDoc>> {
  const [requests, messages] = await Promise.all([
    db.collection('requests').select('createdAt', 'refCodes', 'history').get(),
    db.collection('contactMessages').select('createdAt').get(),
  ]);
  const requestRecords: RequestRecord[] = requests.docs.map((doc) => {
    const history = doc.get('history');
    const refCodes = doc.get('refCodes');
    return {
      id: doc.id,
      createdAt: toDate(doc.get('createdAt')),
      refCodes: Array.isArray(refCodes) ? refCodes.filter((code): code is string => typeof code === 'string') : [],
      history: Array.isArray(history)
        ? history.map((entry: { status?: unknown; at?: unknown }) => ({
            status: typeof entry?.status === 'string' ? entry.status : '',
            at: toDate(entry?.at),
          }))
        : [],
    };
  });
  return dailyStatsFromRecords(
    requestRecords,
    messages.docs.map((doc) => ({ createdAt: toDate(doc.get('createdAt')) })),
  );
}

/** Writes (replaces) each day document; returns the days written, oldest first. */
export async function rebuildDailyStats(db: Firestore, updatedAt: unknown): Promise<string[]> {
  const days = await dailyStatsFromDatabase(db);
  const writer = db.bulkWriter();
  for (const [day, stats] of days) void writer.set(db.doc(`dailyStats/${day}`), { ...stats, updatedAt });
  await writer.close();
  return [...days.keys()].sort();
}
