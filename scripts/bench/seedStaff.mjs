// Seeds N synthetic staff documents into the Firestore emulator with the Admin SDK (batched commits)
// (benchmark data only; never part of emulator-data). Deterministic, so runs are comparable.
import { Timestamp, getFirestore } from 'firebase-admin/firestore';
import { importTs } from '../lib/importTs.mjs';

const types = ['Maid', 'Cleaner', 'Nanny', 'Driver', 'transfer'];
const prefixes = { Maid: 'MD', Cleaner: 'CL', Nanny: 'NN', Driver: 'DR', transfer: 'TR' };
const countries = ['PH', 'IN', 'BD', 'LK', 'ET', 'KE', 'UG'];
const inactiveStatuses = ['pending', 'interview', 'background', 'approved', 'training', 'inactive'];

/**
 * The i-th benchmark worker's reference, in the product's own form (two letters and four digits, what
 * `/workers/{refCode}` accepts): 4000 to 8999, above the seed's, so up to 25,000 bench staff stay unique.
 * (They were `MD-B0000`, which every worker page refused with a 404: the visit-cost replay counted
 * those 404s as its errors.)
 */
export function benchRefCode(i, type = types[i % types.length]) {
  const number = 4000 + Math.floor(i / types.length);
  if (number > 8999) throw new Error(`benchRefCode: at most 25,000 bench staff (asked for the one at ${i})`);
  return `${prefixes[type]}-${number}`;
}

/** The i-th benchmark staff document (about 80% active). */
export function benchStaff(i) {
  const type = types[i % types.length];
  const status = i % 5 === 4 ? inactiveStatuses[Math.floor(i / 5) % inactiveStatuses.length] : 'active';
  const created = Timestamp.fromMillis(Date.UTC(2025, 0, 1) + i * 60_000);
  return {
    refCode: benchRefCode(i, type),
    name: `Benchmark Worker ${i}`,
    type,
    status,
    country: countries[(i * 3) % countries.length],
    experienceYears: (i * 7) % 16,
    descriptionEn: 'Synthetic staff member generated for the performance benchmark.',
    descriptionAr: 'بيانات تجريبية لقياس الأداء.',
    transferable: type === 'transfer' || i % 4 === 0,
    showPhoto: false,
    photoPath: null,
    cvPath: i % 3 === 0 ? null : `cvs/bench-${i}.pdf`,
    // Active workers agreed to be published (the public view exists only for them, decision 021).
    ...(status === 'active' ? { publishConsentAt: created } : {}),
    createdAt: created,
    updatedAt: created,
  };
}

/**
 * Writes `count` benchmark staff and their public views (publicStaff, as the onStaffPublicView trigger
 * would) in sequential batches of 250 workers (500 writes, the most one commit takes); returns
 * { written, ms }. The BulkWriter's many parallel commits of 20 ran at about 13 documents a second on
 * the Firestore emulator here (one busy Java thread), too slow for 20,000.
 */
export async function seedBenchStaff(app, count, batchSize = 250) {
  const db = getFirestore(app);
  const { publicStaffOf } = await importTs('model/src/publicStaff.ts');
  const now = new Date();
  const started = performance.now();
  let written = 0;
  for (let first = 0; first < count; first += batchSize) {
    const batch = db.batch();
    const last = Math.min(count, first + batchSize);
    for (let i = first; i < last; i += 1) {
      const id = `bench-${String(i).padStart(5, '0')}`;
      const data = benchStaff(i);
      batch.set(db.doc(`staff/${id}`), data);
      const view = publicStaffOf(data, now);
      if (view) batch.set(db.doc(`publicStaff/${id}`), view);
    }
    await batch.commit();
    written = last;
    if (last % 5000 === 0 || last === count)
      console.log(`[seed] ${last} of ${count} staff written (${Math.round(performance.now() - started)} ms)`);
  }
  return { written, ms: Math.round(performance.now() - started) };
}
