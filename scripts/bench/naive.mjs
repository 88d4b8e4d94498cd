// The naive alternative the paginated queries replace: read every active staff document and
// filter on the client. Measured with the Admin SDK against the same emulator data.
import { getFirestore } from 'firebase-admin/firestore';

export async function measureNaive(app, runs = 3) {
  const db = getFirestore(app);
  const times = [];
  let documents = 0;
  let bytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    const snapshot = await db.collection('staff').where('status', '==', 'active').get();
    times.push(Math.round(performance.now() - started));
    documents = snapshot.size;
    if (run === 0) bytes = snapshot.docs.reduce((sum, doc) => sum + JSON.stringify(doc.data()).length, 0);
  }
  const maids = await db
    .collection('staff')
    .where('status', '==', 'active')
    .where('type', 'in', ['Maid', 'Cleaner', 'Nanny'])
    .count()
    .get();
  times.sort((a, b) => a - b);
  return {
    documents,
    ms: times[Math.floor(times.length / 2)],
    approxJsonBytes: bytes,
    activeMaids: maids.data().count,
  };
}
