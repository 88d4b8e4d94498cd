/**
 * "Measured, not claimed" (issue 34): recomputes `publicStats/measuredTimes` from the office's own requests
 * of the last 12 months, with the model's one computation (model/src/measuredTimes.ts), and replaces the
 * document whole: running it twice on the same data writes the same figures (idempotent, like the
 * dailyStats rebuild). Reads only the requests that can count: those created in the period (first reply)
 * and those that arrived in it (contract -> arrival), the fields it needs only. Import-free apart from the
 * model and types, so the seed (tests/fixtures/writeSeed.ts) runs it straight from the source.
 */
import type { Firestore } from 'firebase-admin/firestore';
import {
  measuredPeriod,
  measuredRecordFromStored,
  measuredRequestFields,
  measuredTimesFromRecords,
  measuredTimesPath,
  type MeasuredTimes,
} from '@household/model';

/** The first instant of an office day (Riyadh, UTC+3). */
const officeDayStart = (day: string) => new Date(`${day}T00:00:00+03:00`);

export async function measuredTimesFromDatabase(db: Firestore, now: Date): Promise<MeasuredTimes> {
  const { from, until } = measuredPeriod(now);
  const start = officeDayStart(from);
  const end = new Date(officeDayStart(until).getTime() + 86_400_000);
  const requests = db.collection('requests');
  const inPeriod = (field: string) =>
    requests
      .where(field, '>=', start)
      .where(field, '<', end)
      .select(...measuredRequestFields)
      .get();
  const [created, arrived] = await Promise.all([inPeriod('createdAt'), inPeriod('stageDates.arrived')]);
  const byId = new Map([...created.docs, ...arrived.docs].map((doc) => [doc.id, doc.data()]));
  return measuredTimesFromRecords(
    [...byId.values()].map((data) => measuredRecordFromStored(data)),
    now,
  );
}

/** Recomputes and writes the document; returns what it wrote. */
export async function refreshMeasuredTimes(db: Firestore, now: Date, updatedAt: unknown): Promise<MeasuredTimes> {
  const times = await measuredTimesFromDatabase(db, now);
  await db.doc(measuredTimesPath).set({ ...times, updatedAt });
  return times;
}
