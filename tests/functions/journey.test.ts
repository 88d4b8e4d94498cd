// The request journey in the Functions emulator (issue 34): a new request gets its journey and country from its
// first worker and its `new` date; a status change is dated with the write's time, and the clock's due day
// (dueDay, what the dashboard's late list queries) follows; a request whose clock ran out is named by the
// daily digest e-mail (its logic called in this process: the emulator does not fire schedules); trackRequest
// answers the timeline, the clock and the guarantee card.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, officeDayKey, type TrackAnswer } from '@household/model';
import { seed } from '../fixtures/seed.ts';
import { adminDb, eventually } from '../support/adminSdk.ts';
import { visitorRequest, withNotices } from '../support/visitorDocs.ts';
import { webClient } from './client.ts';
import { functionsModule, resetMailQuota } from './mailQuota.ts';

const db = adminDb();
const run = Date.now()
  .toString(36)
  .toUpperCase()
  .replace(/[^A-HJKMNP-Z2-9]/g, 'X');
const code = (suffix: string) => `R-${run.slice(-4)}-${suffix}`;
const maid = seed.staff.find((member) => member.type === 'Maid' && member.country === 'PH')!;
const transferWorker = seed.staff.find((member) => member.type === 'transfer')!;
const late = code('L2');
const transfer = code('T2');
const day = 86_400_000;

const stored = (path: string) => db.doc(path).get();

describe('the request journey (Functions emulator)', () => {
  let savedPrivate: FirebaseFirestore.DocumentData | undefined;

  beforeAll(async () => {
    await resetMailQuota();
    savedPrivate = (await db.doc('settings/private').get()).data();
    await db.doc(`requests/${late}`).set(visitorRequest({ trackingCode: late, refCodes: [maid.refCode] }));
    await db
      .doc(`requests/${transfer}`)
      .set(visitorRequest({ trackingCode: transfer, refCodes: [transferWorker.refCode], phone: '0507654321' }));
  });

  afterAll(async () => {
    const paths = [late, transfer].flatMap((id) => withNotices(`requests/${id}`));
    await Promise.all(paths.map((path) => db.doc(path).delete()));
    if (savedPrivate) await db.doc('settings/private').set(savedPrivate);
    await resetMailQuota();
  });

  it('stamps journey, country and the date of `new` from the first worker', async () => {
    const recruitment = await eventually(
      () => stored(`requests/${late}`),
      (snap) => snap.get('journey') !== undefined && snap.get('stageDates.new') !== undefined,
    );
    expect(recruitment.get('journey')).toBe('recruitment');
    expect(recruitment.get('country')).toBe('PH');
    expect((recruitment.get('stageDates.new') as Timestamp).toMillis()).toBe(
      (recruitment.get('createdAt') as Timestamp).toMillis(),
    );
    const other = await eventually(
      () => stored(`requests/${transfer}`),
      (snap) => snap.get('journey') !== undefined,
    );
    expect(other.get('journey')).toBe('transfer');
    expect(other.get('country')).toBe(transferWorker.country);
  });

  it('dates a stage change with its write and keeps the due day; past the clock, the digest names it', async () => {
    // Contacted 20 days ago (the office dated it): CVs were due 7 days later, so 13 days late.
    const contactedAt = Timestamp.fromMillis(Date.now() - 20 * day);
    await db.doc(`requests/${late}`).update({
      status: 'contacted',
      'stageDates.contacted': contactedAt,
      updatedAt: FieldValue.serverTimestamp(),
    });
    const dueDay = addDays(officeDayKey(contactedAt.toDate()), 7);
    const after = await eventually(
      () => stored(`requests/${late}`),
      (snap) => snap.get('dueDay') === dueDay,
    );
    expect(after.get('dueDay')).toBe(dueDay);
    // The office's own date stays (the stamp adds a date only to a stage that has none).
    expect((after.get('stageDates.contacted') as Timestamp).toMillis()).toBe(contactedAt.toMillis());

    await db.doc('settings/private').set({ notificationEmail: 'office@example.com', updatedAt: Timestamp.now() });
    const today = officeDayKey(new Date());
    await db.doc(`mail/journey-digest-${today}`).delete();
    const { sendJourneyDigest } = await functionsModule(
      () => import('../../functions/src/requests/journeyDigestJob.ts'),
    );
    const result = await sendJourneyDigest(new Date());
    expect(result.written).toBe(true);
    const mail = (await stored(`mail/journey-digest-${today}`)).data()!;
    expect(mail.to).toBe('office@example.com');
    expect(mail.message.text).toContain(`${late}: contacted, cvsOffered was due ${dueDay} (13 days late)`);
    expect(mail.message.text).not.toContain(transfer);
    // Once a day: a second run writes nothing.
    expect((await sendJourneyDigest(new Date())).written).toBe(false);
  });

  it("never overwrites the office's date of a stage saved between the stamp's read and its write", async () => {
    // The race of a CI run (2026-11-29): the office set Arrived and dated it at once; the trigger of the status
    // write had read the request before the date landed and wrote its own date over it. Here the office's write
    // lands right after the stamp's first read (a scratch document: the deployed trigger stays out of it).
    const { stampHistory } = await functionsModule(() => import('../../functions/src/requests/onRequestWritten.ts'));
    const ref = db.doc(`journeyStampRace/${code('RACE')}`);
    const updatedAt = Timestamp.fromMillis(Date.UTC(2026, 10, 29, 9));
    const officeDay = Timestamp.fromMillis(Date.UTC(2026, 10, 20, 21)); // 21 November in Riyadh
    await ref.set({ status: 'arrived', updatedAt, stageDates: { new: Timestamp.fromMillis(Date.UTC(2026, 10, 11)) } });
    let reads = 0;
    const racing = Object.assign(Object.create(ref) as typeof ref, {
      get: async () => {
        const snapshot = await ref.get();
        reads += 1;
        if (reads === 1) await ref.update({ 'stageDates.arrived': officeDay });
        return snapshot;
      },
    });
    try {
      await stampHistory(racing, { status: 'arrived', updatedAt }, undefined);
      const after = (await ref.get()).data()!;
      expect(reads).toBe(2); // the first write was refused, the second read saw the office's date
      expect((after.stageDates.arrived as Timestamp).toMillis()).toBe(officeDay.toMillis());
      expect(
        after.history.map((entry: { status: string; at: Timestamp }) => [entry.status, entry.at.toMillis()]),
      ).toEqual([['arrived', updatedAt.toMillis()]]);
    } finally {
      await ref.delete();
    }
  });

  it('answers the family the timeline, the clock and the guarantee', async () => {
    const client = webClient();
    try {
      const answer = await client.call<TrackAnswer>('trackRequest', { trackingCode: late, phone: '0501234567' });
      expect(answer.journey).toBe('recruitment');
      expect(Object.keys(answer.stageDates).sort()).toEqual(['contacted', 'new']);
      expect(answer.clock).toMatchObject({ stage: 'contacted', dueStage: 'cvsOffered', lateDays: 13 });
      expect(answer.guarantee.probationDays).toBe(90);
      expect(JSON.stringify(answer)).not.toContain(maid.refCode);
    } finally {
      await client.close();
    }
  });
});
