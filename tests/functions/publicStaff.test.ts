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

  it(
    'never carries the photo of a worker offered for transfer of services, consent or not (issue 40)',
    { timeout: 60_000 },
    async () => {
      // Written past the rules (which refuse the photo switch for such a worker), as an older record or an
      // import could be.
      const id = `public-view-transfer-${Date.now()}`;
      const staff = adminDb().collection('staff').doc(id);
      const view = adminDb().collection('publicStaff').doc(id);
      await staff.set({
        refCode: 'TR-9378',
        name: 'Transfer Worker',
        type: 'transfer',
        status: 'active',
        country: 'KE',
        experienceYears: 2,
        descriptionEn: '',
        descriptionAr: '',
        transferable: true,
        showPhoto: true,
        photoPath: `staff-photos/${id}.jpg`,
        cvPath: `cvs/${id}.pdf`,
        publishConsentAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      try {
        const shown = await eventually(
          () => view.get(),
          (snap) => snap.exists,
          45_000,
        );
        expect(shown.data()).toMatchObject({
          refCode: 'TR-9378',
          transferable: true,
          showPhoto: false,
          photoPath: null,
        });
        expect(shown.get('cvPath')).toBe(`cvs/${id}.pdf`);
      } finally {
        await staff.delete();
        await view.delete();
      }
    },
  );
});
