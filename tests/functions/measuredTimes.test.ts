// "Measured, not claimed" (issue 34): the daily function's computation (functions/src/stats/daily/
// measuredTimes.ts, model/src/measuredTimes.ts) against the Firestore emulator. It runs in this process on
// a project of its own, so no trigger reacts to these requests and no other suite's data counts; the
// scheduled wrapper only calls it (the Functions emulator has no trigger endpoint for schedules here).
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { Timestamp, getFirestore, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { functionsModule } from './mailQuota.ts';

const now = new Date('2026-11-27T09:00:00Z');
const at = (iso: string) => Timestamp.fromDate(new Date(iso));
let app: App;
let db: Firestore;

/** A completed recruitment whose worker arrived `days` days after the contract (Riyadh days). */
function completed(country: string, days: number, arrivedIso = '2026-06-01T09:00:00Z') {
  const arrived = Date.parse(arrivedIso);
  return {
    country,
    journey: 'recruitment',
    status: 'completed',
    createdAt: at('2026-01-05T08:00:00Z'),
    stageDates: {
      contacted: at('2026-01-05T09:00:00Z'),
      contract: Timestamp.fromMillis(arrived - days * 86_400_000),
      arrived: Timestamp.fromMillis(arrived),
      completed: Timestamp.fromMillis(arrived + 90 * 86_400_000),
    },
  };
}

async function refresh() {
  const { refreshMeasuredTimes } = await functionsModule(
    () => import('../../functions/src/stats/daily/measuredTimes.ts'),
  );
  await refreshMeasuredTimes(db, now, at('2026-11-27T09:00:00Z'));
  return (await db.doc('publicStats/measuredTimes').get()).data()!;
}

beforeAll(() => {
  process.env.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
  app = initializeApp({ projectId: 'demo-measured-times' }, `measured-${Date.now()}`);
  db = getFirestore(app);
});

beforeEach(async () => {
  const all = await db.collection('requests').get();
  await Promise.all(all.docs.map((doc) => doc.ref.delete()));
});

afterAll(async () => {
  await deleteApp(app);
});

describe('publicStats/measuredTimes (the daily recompute)', () => {
  it('keeps the median days contract -> arrival with its count from 5 completed recruitments, "not enough" below', async () => {
    // Philippines: 60, 61, 70, 80, 90 days -> 70. Kenya: 4 only.
    for (const [i, days] of [60, 61, 70, 80, 90].entries())
      await db.doc(`requests/R-PH${i}`).set(completed('PH', days));
    for (const [i, days] of [30, 40, 50, 60].entries()) await db.doc(`requests/R-KE${i}`).set(completed('KE', days));
    // Not counted: still in probation, a transfer, arrived before the 12 months.
    await db.doc('requests/R-OPEN').set({ ...completed('PH', 1), status: 'probation' });
    await db.doc('requests/R-TRANS').set({ ...completed('PH', 1), journey: 'transfer' });
    await db.doc('requests/R-OLD').set(completed('PH', 1, '2025-11-20T09:00:00Z'));

    const stored = await refresh();
    expect(stored.from).toBe('2025-11-28');
    expect(stored.until).toBe('2026-11-27');
    expect(stored.countries.PH.arrivalDays).toEqual({ median: 70, count: 5 });
    expect(stored.countries.KE.arrivalDays).toEqual({ median: null, count: 4 });
    expect(stored.countries.UG.arrivalDays).toEqual({ median: null, count: 0 });
  });

  it('gives the same figures when run again, and counts a new completion once', async () => {
    for (const [i, days] of [60, 61, 70, 80, 90].entries())
      await db.doc(`requests/R-PH${i}`).set(completed('PH', days));
    const first = await refresh();
    const again = await refresh();
    expect(again).toEqual(first);
    await db.doc('requests/R-PH9').set(completed('PH', 100));
    const after = await refresh();
    // 60, 61, 70, 80, 90, 100 -> (70 + 80) / 2
    expect(after.countries.PH.arrivalDays).toEqual({ median: 75, count: 6 });
  });

  it('keeps the median minutes from a request to the first reply, per country and overall', async () => {
    const replied = (country: string, minutes: number) => ({
      country,
      journey: 'recruitment',
      status: 'contacted',
      createdAt: at('2026-10-01T06:00:00Z'),
      stageDates: { contacted: Timestamp.fromMillis(Date.parse('2026-10-01T06:00:00Z') + minutes * 60_000) },
    });
    for (const [i, minutes] of [15, 30, 45, 60, 120].entries())
      await db.doc(`requests/R-LK${i}`).set(replied('LK', minutes));
    await db.doc('requests/R-BD0').set(replied('BD', 10));
    // A request that was never answered counts nowhere.
    await db.doc('requests/R-NEW').set({ ...replied('BD', 0), status: 'new', stageDates: {} });
    const stored = await refresh();
    expect(stored.countries.LK.firstReplyMinutes).toEqual({ median: 45, count: 5 });
    expect(stored.countries.BD.firstReplyMinutes).toEqual({ median: null, count: 1 });
    expect(stored.firstReplyMinutes).toEqual({ median: 38, count: 6 });
  });
});
