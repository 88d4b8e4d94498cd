import { createRequire } from 'node:module';
import { FieldValue } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminDb, untilWritten } from '../support/adminSdk.ts';
import { withNotices } from '../support/visitorDocs.ts';
import { resetMailQuota } from './mailQuota.ts';

const message = {
  name: 'Integration <b>Tester</b>',
  email: 'tester@example.com',
  phone: null,
  subject: 'Need a driver & a nanny',
  message: 'Please call me.\n<script>alert(1)</script>',
  status: 'unread',
  locale: 'en',
};

describe('onContactMessageCreated (Functions emulator)', () => {
  const db = adminDb();
  const created: string[] = [];

  // A suite before this one may have used the hour's e-mail cap.
  beforeAll(resetMailQuota);

  afterAll(async () => {
    const paths = created.flatMap((id) => withNotices(`contactMessages/${id}`));
    await Promise.all(paths.map((path) => db.doc(path).delete()));
  });

  it('turns a new contact message into one admin notification and one escaped e-mail', async () => {
    const ref = await db.collection('contactMessages').add({ ...message, createdAt: FieldValue.serverTimestamp() });
    created.push(ref.id);
    const notification = await untilWritten(`notifications/contact-${ref.id}`);
    expect(notification.exists).toBe(true);
    expect(notification.get('title')).toBe('New message from Integration <b>Tester</b>'); // rendered as text by the app
    expect(notification.get('kind')).toBe('contactMessage');
    expect(notification.get('link')).toBe(`/admin/messages?open=${ref.id}`);
    expect(notification.get('read')).toBe(false);

    const mail = await untilWritten(`mail/contact-${ref.id}`);
    expect(mail.get('to')).toBe('office@household-staff.example'); // settings/private.notificationEmail in the seed
    expect(mail.get('message.subject')).toBe('New contact message: Need a driver & a nanny');
    expect(mail.get('message.text')).toContain('<script>alert(1)</script>');
    expect(mail.get('message.html')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.get('message.html')).toContain('Integration &lt;b&gt;Tester&lt;/b&gt;');
    expect(mail.get('message.html')).not.toContain('<script>');
  });

  it('writes nothing twice when the same event is delivered again', async () => {
    const ref = await db.collection('contactMessages').add({ ...message, createdAt: FieldValue.serverTimestamp() });
    created.push(ref.id);
    const first = await untilWritten(`mail/contact-${ref.id}`);
    const firstNotification = await untilWritten(`notifications/contact-${ref.id}`);
    expect(first.exists && firstNotification.exists).toBe(true);

    // Redeliver: run the deployed handler (the built functions/lib bundle) twice more on the same event.
    const require = createRequire(import.meta.url);
    const { onContactMessageCreated } = require('../../functions/lib/index.js') as {
      onContactMessageCreated: { run: (event: unknown) => Promise<unknown> };
    };
    const snapshot = await ref.get();
    const event = { data: snapshot, params: { messageId: ref.id } };
    await Promise.all([onContactMessageCreated.run(event), onContactMessageCreated.run(event)]);

    const [mailAfter, notificationAfter] = await Promise.all([
      db.doc(`mail/contact-${ref.id}`).get(),
      db.doc(`notifications/contact-${ref.id}`).get(),
    ]);
    expect(mailAfter.updateTime?.isEqual(first.updateTime!)).toBe(true);
    expect(notificationAfter.updateTime?.isEqual(firstNotification.updateTime!)).toBe(true);
    const sameMessage = await db
      .collection('mail')
      .where('message.text', '==', first.get('message.text'))
      .count()
      .get();
    expect(sameMessage.data().count).toBe(1);
  });

  it('writes no e-mail when no notification address is set', async () => {
    const settings = db.doc('settings/private');
    const before = (await settings.get()).data();
    await settings.set({ notificationEmail: null }, { merge: true });
    try {
      const ref = await db.collection('contactMessages').add({ ...message, createdAt: FieldValue.serverTimestamp() });
      created.push(ref.id);
      await untilWritten(`notifications/contact-${ref.id}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect((await db.doc(`mail/contact-${ref.id}`).get()).exists).toBe(false);
    } finally {
      await settings.set({ notificationEmail: before?.notificationEmail ?? null }, { merge: true });
    }
  });
});
