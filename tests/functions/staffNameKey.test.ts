// onStaffNameKey (functions/src/staffSearch): a worker written without the admin search's nameKey (the
// Admin SDK, an older client) gets it, and a renamed worker's key follows the name.
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/adminSdk.ts';

async function auditedOrNot(path: string): Promise<string> {
  const logged = await adminDb().collection('auditLog').where('path', '==', path).count().get();
  return `${logged.data().count} audit entries for ${path} (the same write's event at auditStaff) at ${new Date().toISOString()}`;
}

describe('staff.nameKey (onStaffNameKey)', () => {
  it('sets the normalised key of a worker written without it, and follows a rename', async () => {
    const ref = adminDb().collection('staff').doc(`name-key-${Date.now()}`);
    await ref.set({
      refCode: 'MD-9388',
      name: 'María  SANTOS',
      type: 'Maid',
      status: 'pending',
      country: 'PH',
      experienceYears: 2,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    try {
      const first = await eventually(
        () => ref.get(),
        (snap) => snap.get('nameKey') !== undefined,
      );
      // When the key never came, say whether the same write's event reached another trigger (the audit log):
      // a lost event and a long queue look alike from here. Counted only then.
      const key: unknown = first.get('nameKey');
      expect(key, key === undefined ? await auditedOrNot(ref.path) : undefined).toBe('maria santos');
      await ref.update({ name: 'فاطِمة أحمد' });
      const renamed = await eventually(
        () => ref.get(),
        (snap) => snap.get('nameKey') !== 'maria santos',
      );
      expect(renamed.get('nameKey')).toBe('فاطمه احمد');
    } finally {
      await ref.delete();
    }
  });
});
