// Seeds N synthetic staff documents into the Firestore emulator with the Admin SDK's BulkWriter
// (benchmark data only; never part of emulator-data). Deterministic, so runs are comparable.
import { Timestamp, getFirestore } from 'firebase-admin/firestore';

const types = ['Maid', 'Cleaner', 'Nanny', 'Driver', 'transfer'];
const prefixes = { Maid: 'MD', Cleaner: 'CL', Nanny: 'NN', Driver: 'DR', transfer: 'TR' };
const countries = ['PH', 'IN', 'BD', 'LK', 'ET', 'KE', 'UG'];
const inactiveStatuses = ['pending', 'interview', 'background', 'approved', 'training', 'inactive'];

/** The i-th benchmark staff document (about 80% active). */
export function benchStaff(i) {
  const type = types[i % types.length];
  const status = i % 5 === 4 ? inactiveStatuses[Math.floor(i / 5) % inactiveStatuses.length] : 'active';
  const created = Timestamp.fromMillis(Date.UTC(2025, 0, 1) + i * 60_000);
  return {
    refCode: `${prefixes[type]}-B${String(i).padStart(4, '0')}`,
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
    createdAt: created,
    updatedAt: created,
  };
}

/** Writes `count` benchmark staff; returns { written, ms }. */
export async function seedBenchStaff(app, count) {
  const db = getFirestore(app);
  const started = performance.now();
  const writer = db.bulkWriter();
  let failed = 0;
  writer.onWriteError((error) => {
    if (error.failedAttempts < 3) return true;
    failed += 1;
    return false;
  });
  for (let i = 0; i < count; i += 1) void writer.set(db.doc(`staff/bench-${String(i).padStart(5, '0')}`), benchStaff(i));
  await writer.close();
  return { written: count - failed, ms: Math.round(performance.now() - started) };
}
