import { FieldValue } from 'firebase-admin/firestore';
import { journeyClocksOf, officeDayKey, openRequestStatuses, stageClock } from '@household/model';
import { db } from '../admin';
import { notificationAddress } from '../notifications/contactMail';
import { createOnce } from '../notifications/createOnce';
import { buildJourneyDigest, journeyDigestMailId, journeyStateOf, lateLines } from './journeyDigest';

/**
 * Writes today's digest of late requests (`mail/journey-digest-{day}`, once per office day: a second run
 * writes nothing) when the office has a notification address and something is late. Reads settings/private,
 * settings/journey and the open requests (status in the open stages; only the fields the clocks use).
 */
export async function sendJourneyDigest(now: Date): Promise<{ day: string; late: number; written: boolean }> {
  const day = officeDayKey(now);
  const [privateSettings, journeySettings, open] = await Promise.all([
    db.doc('settings/private').get(),
    db.doc('settings/journey').get(),
    db
      .collection('requests')
      .where('status', 'in', [...openRequestStatuses])
      .select(
        'trackingCode',
        'status',
        'journey',
        'stageDates',
        'history',
        'createdAt',
        'hasVisa',
        'arrivalExtension',
        'dueDay',
      )
      .get(),
  ]);
  const clocks = journeyClocksOf(journeySettings.data());
  const lines = lateLines(
    open.docs.map((doc) => ({ id: doc.id, data: doc.data() })),
    clocks,
    now,
  );
  // dueDay follows a changed clock setting here (onRequestWritten keeps it on every request write).
  const writer = db.bulkWriter();
  for (const doc of open.docs) {
    const state = journeyStateOf(doc.data());
    const dueDay = state ? stageClock(state, clocks, now).dueDay : null;
    if ((doc.get('dueDay') ?? null) !== dueDay) void writer.update(doc.ref, { dueDay });
  }
  await writer.close();
  const to = notificationAddress(privateSettings.data());
  const mail = to ? buildJourneyDigest(lines, day, to) : null;
  const written = mail
    ? await createOnce(`mail/${journeyDigestMailId(day)}`, { ...mail, createdAt: FieldValue.serverTimestamp() })
    : false;
  return { day, late: lines.length, written };
}
