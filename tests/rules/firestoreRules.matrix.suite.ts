// The access matrix: for every collection, every role (visitor, signed-in without the claim, admin)
// and every operation (get, list, create, update, delete), the expected allow or deny.
// Writes use valid data, so a deny here is about who asks, not what they send
// (firestoreRules.validation.test.ts covers the what).
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import {
  adminOnly,
  dbAs,
  everyone,
  nobody,
  resetData,
  roles,
  sendWrite,
  sharedRulesEnv,
  validContactMessage,
  validContent,
  validMedia,
  validPrivateSettings,
  validReview,
  validSiteSettings,
  validStaff,
  validStaffContact,
  type Role,
} from './support/firestoreRulesEnv.ts';
import { visitorCreate } from './support/visitorBatch.ts';

type Op = 'get' | 'list' | 'create' | 'update' | 'delete';

interface Row {
  op: Op;
  what: string;
  allowed: readonly Role[];
  run: (db: Firestore) => Promise<unknown>;
}

const get = (path: string) => (db: Firestore) => getDoc(doc(db, path));
const listAll = (name: string) => (db: Firestore) => getDocs(collection(db, name));
const listWhere = (name: string, field: string, value: unknown) => (db: Firestore) =>
  getDocs(query(collection(db, name), where(field, '==', value)));
/** Admin writes carry the actor stamp (firestore.rules stampsActor): the admin's uid; a test's own updatedBy wins. */
const actor = { updatedBy: 'boss' };
const withActor = (path: string, data: Record<string, unknown>) =>
  path.startsWith('notifications/') ? data : { ...actor, ...data };
// Visitor-readable documents take the stamp in auditStamps/{collection} (sendWrite).
const create = (path: string, data: Record<string, unknown>) => (db: Firestore) =>
  sendWrite(db, path, withActor(path, data));
const update = (path: string, data: Record<string, unknown>) => (db: Firestore) =>
  sendWrite(db, path, withActor(path, data), 'update');
const remove = (path: string) => (db: Firestore) => deleteDoc(doc(db, path));

const matrix: Record<string, Row[]> = {
  staff: [
    // The stored worker is the admin's alone (updatedBy, nameKey, birth year, photo path): decision 021.
    { op: 'get', what: 'an active member', allowed: adminOnly, run: get('staff/active-1') },
    { op: 'get', what: 'a pending member', allowed: adminOnly, run: get('staff/pending-1') },
    { op: 'list', what: "where status == 'active'", allowed: adminOnly, run: listWhere('staff', 'status', 'active') },
    { op: 'list', what: 'without the status filter', allowed: adminOnly, run: listAll('staff') },
    { op: 'list', what: "where status == 'pending'", allowed: adminOnly, run: listWhere('staff', 'status', 'pending') },
    { op: 'create', what: 'a valid member', allowed: adminOnly, run: create('staff/new-1', validStaff()) },
    {
      op: 'update',
      what: 'the status of a member',
      allowed: adminOnly,
      run: update('staff/pending-1', {
        status: 'active',
        publishConsentAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
      }),
    },
    {
      op: 'update',
      what: 'an active member (full edit)',
      allowed: adminOnly,
      run: update('staff/active-1', { name: 'Maria S.', experienceYears: 5, updatedAt: serverTimestamp() }),
    },
    // Deletes go through the trash (trash.suite.ts); a plain delete is refused even to the admin.
    { op: 'delete', what: 'a member without a trash entry', allowed: nobody, run: remove('staff/active-1') },
  ],
  // The public view of a worker (decision 021): written only by the onStaffPublicView trigger.
  publicStaff: [
    { op: 'get', what: 'an active consented worker', allowed: everyone, run: get('publicStaff/active-1') },
    { op: 'list', what: 'all views', allowed: everyone, run: listAll('publicStaff') },
    {
      op: 'create',
      what: 'a view of a pending worker',
      allowed: nobody,
      run: create('publicStaff/pending-1', { refCode: 'MD-0003', status: 'active', name: 'Liza Reyes' }),
    },
    {
      op: 'update',
      what: 'a view (name changed)',
      allowed: nobody,
      run: update('publicStaff/active-1', { name: 'Someone else' }),
    },
    { op: 'delete', what: 'a view', allowed: nobody, run: remove('publicStaff/active-1') },
  ],
  staffContacts: [
    { op: 'get', what: "an active member's e-mail and phone", allowed: adminOnly, run: get('staffContacts/active-1') },
    { op: 'list', what: 'all contacts', allowed: adminOnly, run: listAll('staffContacts') },
    {
      op: 'create',
      what: 'contact details',
      allowed: adminOnly,
      run: create('staffContacts/new-1', { ...validStaffContact(), updatedAt: serverTimestamp() }),
    },
    {
      op: 'update',
      what: 'the phone',
      allowed: adminOnly,
      run: update('staffContacts/active-1', { phone: '0509999999', updatedAt: serverTimestamp() }),
    },
    {
      op: 'delete',
      what: 'contact details without a trash entry',
      allowed: nobody,
      run: remove('staffContacts/active-1'),
    },
  ],
  contactMessages: [
    { op: 'get', what: 'a message', allowed: adminOnly, run: get('contactMessages/msg-1') },
    { op: 'list', what: 'all messages', allowed: adminOnly, run: listAll('contactMessages') },
    {
      op: 'list',
      what: "where status == 'unread'",
      allowed: adminOnly,
      run: listWhere('contactMessages', 'status', 'unread'),
    },
    {
      op: 'create',
      what: 'a valid message from the contact form (signed-in visitor, with its marker)',
      allowed: ['signedIn'],
      run: (db) => visitorCreate(db, 'contactMessages/new-1', validContactMessage()),
    },
    {
      op: 'create',
      what: 'a valid message without the visitor marker',
      allowed: nobody,
      run: create('contactMessages/new-1', validContactMessage()),
    },
    {
      op: 'update',
      what: 'the status to read',
      allowed: adminOnly,
      run: update('contactMessages/msg-1', { status: 'read', updatedAt: serverTimestamp() }),
    },
    { op: 'delete', what: 'a message without a trash entry', allowed: nobody, run: remove('contactMessages/msg-1') },
  ],
  reviews: [
    { op: 'get', what: 'an approved review', allowed: everyone, run: get('reviews/approved-1') },
    { op: 'get', what: 'an unapproved review', allowed: adminOnly, run: get('reviews/hidden-1') },
    { op: 'list', what: 'where approved == true', allowed: everyone, run: listWhere('reviews', 'approved', true) },
    { op: 'list', what: 'without the approved filter', allowed: adminOnly, run: listAll('reviews') },
    {
      op: 'create',
      what: 'a valid review',
      allowed: adminOnly,
      run: create('reviews/new-1', { ...validReview(), updatedAt: serverTimestamp() }),
    },
    {
      op: 'update',
      what: 'approve a review',
      allowed: adminOnly,
      run: update('reviews/hidden-1', { approved: true, updatedAt: serverTimestamp() }),
    },
    { op: 'delete', what: 'a review without a trash entry', allowed: nobody, run: remove('reviews/hidden-1') },
  ],
  content: [
    { op: 'get', what: 'a content item', allowed: everyone, run: get('content/home_heroTitle') },
    { op: 'list', what: "where section == 'home'", allowed: everyone, run: listWhere('content', 'section', 'home') },
    { op: 'list', what: 'all content', allowed: everyone, run: listAll('content') },
    { op: 'create', what: 'a valid item', allowed: adminOnly, run: create('content/help_faqTitle', validContent()) },
    {
      op: 'update',
      what: 'the English text',
      allowed: adminOnly,
      run: update('content/home_heroTitle', { en: 'Welcome', updatedAt: serverTimestamp() }),
    },
    { op: 'delete', what: 'an item (content has no delete)', allowed: nobody, run: remove('content/home_heroTitle') },
  ],
  media: [
    { op: 'get', what: 'an active item', allowed: everyone, run: get('media/active-1') },
    { op: 'get', what: 'a hidden item', allowed: adminOnly, run: get('media/hidden-1') },
    { op: 'list', what: 'where isActive == true', allowed: everyone, run: listWhere('media', 'isActive', true) },
    { op: 'list', what: 'without the isActive filter', allowed: adminOnly, run: listAll('media') },
    { op: 'create', what: 'a valid item', allowed: adminOnly, run: create('media/new-1', validMedia()) },
    {
      op: 'update',
      what: 'hide an item',
      allowed: adminOnly,
      run: update('media/active-1', { isActive: false, updatedAt: serverTimestamp() }),
    },
    { op: 'delete', what: 'an item without a trash entry', allowed: nobody, run: remove('media/active-1') },
  ],
  'settings/site': [
    { op: 'get', what: 'the public settings', allowed: everyone, run: get('settings/site') },
    { op: 'list', what: 'the settings collection', allowed: nobody, run: listAll('settings') },
    {
      op: 'create',
      what: 'the public settings (replace)',
      allowed: adminOnly,
      run: create('settings/site', validSiteSettings()),
    },
    {
      op: 'update',
      what: 'the WhatsApp number',
      allowed: adminOnly,
      run: update('settings/site', { whatsappNumber: '966509876543', updatedAt: serverTimestamp() }),
    },
    { op: 'delete', what: 'the public settings', allowed: nobody, run: remove('settings/site') },
  ],
  'settings/private': [
    { op: 'get', what: 'the private settings', allowed: adminOnly, run: get('settings/private') },
    {
      op: 'list',
      what: 'where notificationEmail is set',
      allowed: nobody,
      run: listWhere('settings', 'notificationEmail', 'office@household-staff.example'),
    },
    {
      op: 'create',
      what: 'the private settings (replace)',
      allowed: adminOnly,
      run: create('settings/private', validPrivateSettings()),
    },
    {
      op: 'update',
      what: 'the notification e-mail',
      allowed: adminOnly,
      run: update('settings/private', { notificationEmail: 'boss@example.com', updatedAt: serverTimestamp() }),
    },
    { op: 'delete', what: 'the private settings', allowed: nobody, run: remove('settings/private') },
    {
      op: 'create',
      what: 'another settings document',
      allowed: nobody,
      run: create('settings/other', { updatedAt: serverTimestamp() }),
    },
    { op: 'get', what: 'another settings document', allowed: nobody, run: get('settings/other') },
  ],
  // Who wrote a visitor-readable document (decision 027): the admin stamps it with each write; only the
  // audit trigger (Admin SDK) reads it.
  auditStamps: [
    { op: 'get', what: 'the stamp of content', allowed: nobody, run: get('auditStamps/content') },
    { op: 'list', what: 'all stamps', allowed: nobody, run: listAll('auditStamps') },
    {
      op: 'create',
      what: 'a stamp in the own name, now',
      allowed: adminOnly,
      run: (db) => sendWrite(db, 'auditStamps/media', { updatedBy: 'boss', updatedAt: serverTimestamp() }),
    },
    {
      op: 'create',
      what: 'a stamp of a collection that has none',
      allowed: nobody,
      run: (db) => sendWrite(db, 'auditStamps/staff', { updatedBy: 'boss', updatedAt: serverTimestamp() }),
    },
    { op: 'delete', what: 'a stamp', allowed: nobody, run: remove('auditStamps/content') },
  ],
  stats: [
    { op: 'get', what: 'the dashboard counters', allowed: adminOnly, run: get('stats/dashboard') },
    { op: 'list', what: 'all stats', allowed: adminOnly, run: listAll('stats') },
    { op: 'create', what: 'forged counters', allowed: nobody, run: create('stats/other', { totalStaff: 1 }) },
    {
      op: 'update',
      what: 'the dashboard counters',
      allowed: nobody,
      run: update('stats/dashboard', { totalStaff: 999 }),
    },
    { op: 'delete', what: 'the dashboard counters', allowed: nobody, run: remove('stats/dashboard') },
  ],
  notifications: [
    { op: 'get', what: 'a notification', allowed: adminOnly, run: get('notifications/unread-1') },
    { op: 'list', what: 'where read == false', allowed: adminOnly, run: listWhere('notifications', 'read', false) },
    {
      op: 'create',
      what: 'a notification',
      allowed: nobody,
      run: create('notifications/new-1', {
        kind: 'contactMessage',
        title: 't',
        body: 'b',
        link: '/admin',
        read: false,
      }),
    },
    { op: 'update', what: 'mark read', allowed: adminOnly, run: update('notifications/unread-1', { read: true }) },
    { op: 'delete', what: 'a notification', allowed: nobody, run: remove('notifications/unread-1') },
  ],
  mail: [
    { op: 'get', what: 'a queued e-mail', allowed: nobody, run: get('mail/mail-1') },
    { op: 'list', what: 'the mail queue', allowed: nobody, run: listAll('mail') },
    {
      op: 'create',
      what: 'an e-mail',
      allowed: nobody,
      run: create('mail/new-1', { to: 'x@example.com', message: { subject: 's', text: 't' } }),
    },
    {
      op: 'update',
      what: 'a queued e-mail',
      allowed: nobody,
      run: update('mail/mail-1', { to: 'attacker@example.com' }),
    },
    { op: 'delete', what: 'a queued e-mail', allowed: nobody, run: remove('mail/mail-1') },
  ],
  'unknown collection': [
    { op: 'get', what: 'a document', allowed: nobody, run: get('secrets/one') },
    { op: 'list', what: 'the collection', allowed: nobody, run: listAll('secrets') },
    { op: 'create', what: 'a document', allowed: nobody, run: create('secrets/one', { value: 1 }) },
  ],
};

describe('Firestore rules matrix', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
  });

  describe.each(Object.entries(matrix))('%s', (_name, rows) => {
    const cases = rows.flatMap((row) =>
      roles.map((role) => {
        const allow = row.allowed.includes(role);
        return { title: `${row.op.padEnd(6)} ${row.what}: ${role} -> ${allow ? 'allow' : 'deny'}`, row, role, allow };
      }),
    );
    it.each(cases)('$title', async ({ row, role, allow }) => {
      const attempt = row.run(dbAs(env, role));
      await (allow ? assertSucceeds(attempt) : assertFails(attempt));
    });
  });
});
