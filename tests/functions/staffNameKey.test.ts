// onStaffNameKey (functions/src/staffSearch): a worker written without the admin search's nameKey (the
// Admin SDK, an older client) gets it, and a renamed worker's key follows the name.
import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/adminSdk.ts';

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
      expect(first.get('nameKey')).toBe('maria santos');
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
