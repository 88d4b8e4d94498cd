import { FieldValue } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, eventually } from '../support/adminSdk.ts';

describe('onContactMessageCreated (Functions emulator)', () => {
  it('turns a new contact message into one admin notification', async () => {
    const db = adminDb();
    const ref = await db.collection('contactMessages').add({
      name: 'Integration Tester',
      email: 'tester@example.com',
      phone: null,
      subject: 'Need a driver',
      message: 'Please call me.',
      status: 'unread',
      locale: 'en',
      createdAt: FieldValue.serverTimestamp(),
    });
    const notification = await eventually(
      () => db.doc(`notifications/contact-${ref.id}`).get(),
      (snap) => snap.exists,
    );
    expect(notification.exists).toBe(true);
    expect(notification.get('title')).toBe('New message from Integration Tester');
    expect(notification.get('read')).toBe(false);
  });
});
