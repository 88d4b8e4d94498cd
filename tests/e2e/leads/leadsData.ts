// Seeded workers the leads specs use, found through the Admin SDK (the seed is deterministic).
import { adminDb } from '../../support/adminSdk.ts';

export async function activeRefCodes(type: string, count: number): Promise<string[]> {
  const snapshot = await adminDb().collection('staff').where('status', '==', 'active').where('type', '==', type).get();
  const codes = snapshot.docs.map((doc) => doc.get('refCode') as string).sort();
  if (codes.length < count) throw new Error(`Only ${codes.length} active ${type} in the seed`);
  return codes.slice(0, count);
}

export async function inactiveRefCode(): Promise<string> {
  const snapshot = await adminDb().collection('staff').where('status', '==', 'inactive').limit(1).get();
  const doc = snapshot.docs[0];
  if (!doc) throw new Error('No inactive worker in the seed');
  return doc.get('refCode') as string;
}

export async function staffDocByRef(refCode: string) {
  const snapshot = await adminDb().collection('staff').where('refCode', '==', refCode).limit(1).get();
  const doc = snapshot.docs[0];
  if (!doc) throw new Error(`No worker ${refCode}`);
  return doc.ref;
}
