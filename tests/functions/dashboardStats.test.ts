import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb } from '../support/adminSdk.ts';
import { testWorker } from '../support/staffDocs.ts';
import { quietDashboard, settledDashboard, storedDashboardCounts, trueDashboardCounts } from './client.ts';

describe('stats/dashboard (count aggregations, recomputed by triggers)', () => {
  const db = adminDb();

  it('holds the exact counters at rest (the seed ships them, the triggers keep them)', async () => {
    const { expected, stored } = await settledDashboard();
    expect(stored).toEqual(expected);
    expect(expected.totalStaff).toBeGreaterThanOrEqual(40);
    const snap = await db.doc('stats/dashboard').get();
    expect(Object.keys(snap.data() ?? {}).sort()).toEqual(
      [
        'activePlacements',
        'openRequests',
        'pendingApplications',
        'totalMedia',
        'totalReviews',
        'totalStaff',
        'unreadMessages',
        'updatedAt',
      ].sort(),
    );
  });

  it('follows a staff member through create, status changes and delete', async () => {
    const base = await trueDashboardCounts();
    const ref = db.collection('staff').doc(`stats-test-${Date.now()}`);
    const member = testWorker('MD-9999', 'Counter Test', {
      type: 'Maid',
      status: 'pending',
      country: 'PH',
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    const expectCounts = async (delta: {
      totalStaff: number;
      activePlacements: number;
      pendingApplications: number;
    }) => {
      const { stored } = await settledDashboard();
      expect(stored).toMatchObject({
        totalStaff: base.totalStaff + delta.totalStaff,
        activePlacements: base.activePlacements + delta.activePlacements,
        pendingApplications: base.pendingApplications + delta.pendingApplications,
        unreadMessages: base.unreadMessages,
      });
    };

    await ref.set(member);
    await expectCounts({ totalStaff: 1, activePlacements: 0, pendingApplications: 1 });
    await ref.update({ status: 'active', updatedAt: FieldValue.serverTimestamp() });
    await expectCounts({ totalStaff: 1, activePlacements: 1, pendingApplications: 0 });
    await ref.update({ status: 'inactive', updatedAt: FieldValue.serverTimestamp() });
    await expectCounts({ totalStaff: 1, activePlacements: 0, pendingApplications: 0 });
    await ref.delete();
    await expectCounts({ totalStaff: 0, activePlacements: 0, pendingApplications: 0 });
  });

  it('settles on the final state after rapid status flips of many staff members', async () => {
    const ids = Array.from({ length: 10 }, (_, i) => `stats-flip-${Date.now()}-${i}`);
    const statuses = ['pending', 'active', 'interview', 'active', 'pending'];
    await Promise.all(
      ids.map((id) => db.doc(`staff/${id}`).set({ name: id, status: 'pending', type: 'Cleaner', country: 'KE' })),
    );
    for (const status of statuses) {
      await Promise.all(ids.map((id, i) => db.doc(`staff/${id}`).update({ status: i % 2 === 0 ? status : 'active' })));
    }
    const { expected, stored } = await settledDashboard();
    expect(stored).toEqual(expected);
    await Promise.all(ids.map((id) => db.doc(`staff/${id}`).delete()));
    const after = await settledDashboard();
    expect(after.stored).toEqual(after.expected);
  });

  it('counts media and reviews too, and ignores updates that change no counter', async () => {
    const base = await trueDashboardCounts();
    const media = db.collection('media').doc(`stats-media-${Date.now()}`);
    const review = db.collection('reviews').doc(`stats-review-${Date.now()}`);
    await Promise.all([
      media.set({
        title: 'Test',
        description: '',
        type: 'image',
        url: '/media/x.jpg',
        storagePath: null,
        thumbnailUrl: null,
        isActive: false,
        displayOrder: 999,
      }),
      review.set({
        customerName: 'Test',
        serviceType: 'Maid',
        rating: 5,
        commentEn: 'ok',
        commentAr: 'جيد',
        approved: false,
      }),
    ]);
    const settled = await settledDashboard();
    expect(settled.stored).toMatchObject({ totalMedia: base.totalMedia + 1, totalReviews: base.totalReviews + 1 });

    const before = await quietDashboard();
    await media.update({ title: 'Renamed', isActive: true });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect((await db.doc('stats/dashboard').get()).updateTime?.isEqual(before!)).toBe(true);

    await Promise.all([media.delete(), review.delete()]);
    await settledDashboard();
    expect(await storedDashboardCounts()).toMatchObject({
      totalMedia: base.totalMedia,
      totalReviews: base.totalReviews,
    });
  });
});
