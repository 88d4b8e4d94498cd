// onStaffPublicView (functions/src/publicStaff, decision 021): a write to staff/{id} makes its public view
// publicStaff/{id} appear, holding what the site shows and nothing more (no updatedBy, no nameKey, no
// birth year, no unconsented photo path), and a withdrawal removes it.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/adminSdk.ts';

describe('publicStaff/{id} (onStaffPublicView)', () => {
  it('appears for an active consented worker without admin fields, and disappears on withdrawal', async () => {
    const id = `public-view-${Date.now()}`;
    const staff = adminDb().collection('staff').doc(id);
    const view = adminDb().collection('publicStaff').doc(id);
    const birthYear = new Date().getUTCFullYear() - 31;
    await staff.set({
      refCode: 'MD-9377',
      name: 'Maria Santos',
      type: 'Maid',
      status: 'active',
      country: 'PH',
      experienceYears: 4,
      descriptionEn: 'Calm and organised.',
      descriptionAr: 'هادئة ومنظمة.',
      transferable: false,
      showPhoto: false,
      photoPath: `staff-photos/${id}.jpg`,
      cvPath: `cvs/${id}.pdf`,
      skills: ['cooking'],
      languages: ['en'],
      birthYear,
      expectedSalary: 1500,
      availableFrom: null,
      publishConsentAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
      updatedBy: 'admin-uid-123',
    });
    try {
      const shown = await eventually(
        () => view.get(),
        (snap) => snap.exists,
      );
      const data = shown.data()!;
      expect(data).toMatchObject({ refCode: 'MD-9377', status: 'active', age: 31, expectedSalary: 1500 });
      for (const key of ['updatedBy', 'nameKey', 'publishConsentAt', 'birthYear']) expect(data).not.toHaveProperty(key);
      // No photo consent: not even the photo's path is readable.
      expect(data.photoPath).toBeNull();
      expect(data.cvPath).toBe(`cvs/${id}.pdf`);

      await staff.update({ showPhoto: true });
      const withPhoto = await eventually(
        () => view.get(),
        (snap) => snap.get('photoPath') !== null,
      );
      expect(withPhoto.get('photoPath')).toBe(`staff-photos/${id}.jpg`);

      // Offered for transfer of services (written past the rules, as an import could): the view carries no
      // photo whatever the stored switch says, and the transfer fact (issue 40).
      await staff.update({ transferable: true });
      const transfer = await eventually(
        () => view.get(),
        (snap) => snap.get('transferable') === true,
      );
      expect(transfer.get('photoPath')).toBeNull();
      expect(transfer.get('showPhoto')).toBe(false);
      await staff.update({ transferable: false, type: 'transfer' });
      const transferType = await eventually(
        () => view.get(),
        (snap) => snap.get('type') === 'transfer',
      );
      expect(transferType.get('photoPath')).toBeNull();

      await staff.update({ status: 'inactive' });
      const withdrawn = await eventually(
        () => view.get(),
        (snap) => !snap.exists,
      );
      expect(withdrawn.exists).toBe(false);

      // Active again but without publishing consent (an import past the rules): still no public view.
      await staff.update({ status: 'active', publishConsentAt: null, name: 'Maria S.' });
      await eventually(
        () => staff.get(),
        (snap) => snap.get('nameKey') !== 'maria santos',
      );
      expect((await view.get()).exists).toBe(false);
    } finally {
      await staff.delete();
      await view.delete();
    }
  });
});
