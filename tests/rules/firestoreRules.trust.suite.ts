// Trust rules (docs/architecture.md#trust-rules): URLs the admin stores are https: or site-relative, storage
// paths stay inside their own folder, the company e-mail carries no parameters, and a worker is
// public (status active) only with publishConsentAt. Every write here is the admin's, so a deny is
// about the data, not the role.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, serverTimestamp, setDoc, Timestamp, updateDoc, type Firestore } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import { dbAs, past, resetData, sharedRulesEnv, validMedia, validSiteSettings, validStaff } from './support/firestoreRulesEnv.ts';

type Data = Record<string, unknown>;
interface Variant {
  title: string;
  write: (db: Firestore) => Promise<unknown>;
}

let env: RulesTestEnvironment;

function table(title: string, allowed: Variant[], denied: Variant[]) {
  describe(title, () => {
    it.each(allowed.map((v) => [v.title, v] as const))('allows %s', async (_t, variant) => {
      await assertSucceeds(variant.write(dbAs(env, 'admin')));
    });
    it.each(denied.map((v) => [v.title, v] as const))('denies %s', async (_t, variant) => {
      await assertFails(variant.write(dbAs(env, 'admin')));
    });
  });
}

const setAt = (path: string, data: Data) => (db: Firestore) => setDoc(doc(db, path), data);
const updateAt = (path: string, data: Data) => (db: Firestore) => updateDoc(doc(db, path), data);

/** URLs no stored URL field may hold. */
const badUrls = [
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'http://example.com/a.jpg',
  '//evil.example/a.jpg',
  '/\\evil.example/a.jpg',
  'https://user:pass@evil.example/a.jpg',
  'https://evil.example/a b.jpg',
  'ftp://example.com/a.jpg',
  'media/a.jpg',
  ' https://example.com/a.jpg',
];
const goodUrls = [
  'https://firebasestorage.googleapis.com/v0/b/x/o/media%2Fa.jpg?alt=media&token=t',
  '/media/defaults/hero.jpg',
  'http://127.0.0.1:9199/v0/b/demo/o/media%2Fa.jpg?alt=media',
];

describe('Firestore trust rules', () => {
  beforeAll(async () => {
    env = await sharedRulesEnv();
  });

  beforeEach(async () => {
    await resetData(env);
  });

  // ---------- staff: consent to publish, safe URLs, cvPath inside cvs/ ----------

  const staff = validStaff();
  const newStaff = (title: string, data: Data): Variant => ({ title, write: setAt('staff/new-1', { ...staff, ...data }) });
  const stamp = { updatedAt: serverTimestamp() };

  table(
    'staff: publishing needs consent',
    [
      newStaff('a new active member with consent stamped now', { status: 'active', publishConsentAt: serverTimestamp() }),
      newStaff('a new pending member without consent', { status: 'pending' }),
      newStaff('a new pending member with consent null', { status: 'pending', publishConsentAt: null }),
      { title: 'activating with consent stamped now', write: updateAt('staff/pending-1', { status: 'active', publishConsentAt: serverTimestamp(), ...stamp }) },
      { title: 'editing an active member who keeps the consent', write: updateAt('staff/active-1', { name: 'Maria S.', ...stamp }) },
      { title: 'withdrawing: inactive and consent cleared', write: updateAt('staff/active-1', { status: 'inactive', publishConsentAt: null, ...stamp }) },
    ],
    [
      newStaff('a new active member without consent', { status: 'active' }),
      newStaff('a new active member with consent null', { status: 'active', publishConsentAt: null }),
      newStaff('a new active member with a back-dated consent', { status: 'active', publishConsentAt: past }),
      newStaff('a new active member with consent as a string', { status: 'active', publishConsentAt: '2026-01-01' }),
      newStaff('consent as true', { status: 'active', publishConsentAt: true }),
      { title: 'activating without consent', write: updateAt('staff/pending-1', { status: 'active', ...stamp }) },
      { title: 'clearing the consent of an active member', write: updateAt('staff/active-1', { publishConsentAt: null, ...stamp }) },
      {
        title: 'moving the consent date of an active member',
        write: updateAt('staff/active-1', { publishConsentAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)), ...stamp }),
      },
    ],
  );

  table(
    'staff: URLs and the CV path',
    [...goodUrls.map((url) => newStaff(`photoUrl ${url}`, { photoUrl: url })), newStaff('cvPath cvs/new-1.pdf', { cvPath: 'cvs/new-1.pdf' })],
    [
      ...badUrls.map((url) => newStaff(`photoUrl ${url}`, { photoUrl: url })),
      ...badUrls.map((url) => newStaff(`cvUrl ${url}`, { cvUrl: url })),
      ...[
        'media/new-1.pdf',
        'cvs/',
        'cvs',
        'cvs/../media/a.jpg',
        'cvs/./a.pdf',
        'cvs//a.pdf',
        '/cvs/a.pdf',
        'cvsx/a.pdf',
        'cvs/a\\b.pdf',
        'page-images/new-1.jpg',
      ].map((path) => newStaff(`cvPath ${path}`, { cvPath: path })),
    ],
  );

  // ---------- media: url/thumbnailUrl safe, storagePath inside media/ ----------

  const media = validMedia();
  const newMedia = (title: string, data: Data): Variant => ({ title, write: setAt('media/new-1', { ...media, ...data }) });

  table(
    'media: URLs and the storage path',
    [...goodUrls.map((url) => newMedia(`url ${url}`, { url, thumbnailUrl: url })), newMedia('storagePath media/a.mp4', { storagePath: 'media/a.mp4' })],
    [
      ...badUrls.map((url) => newMedia(`url ${url}`, { url })),
      ...badUrls.map((url) => newMedia(`thumbnailUrl ${url}`, { thumbnailUrl: url })),
      ...['cvs/a.pdf', 'page-images/hero.jpg', 'logos/1.png', 'media/../cvs/a.pdf', 'media/', 'mediax/a.jpg', '/media/a.jpg'].map((path) =>
        newMedia(`storagePath ${path}`, { storagePath: path }),
      ),
    ],
  );

  // ---------- settings/site: image URLs and the company e-mail ----------

  const site = validSiteSettings();
  const siteWrite = (title: string, data: Data): Variant => ({ title, write: setAt('settings/site', { ...site, ...data }) });

  table(
    'settings/site: image URLs and a plain company e-mail',
    [
      ...goodUrls.map((url) => siteWrite(`logoUrl ${url}`, { logoUrl: url, heroImageUrl: url })),
      siteWrite('a plain e-mail', { companyEmail: 'info@office-riyadh.sa' }),
    ],
    [
      ...['logoUrl', 'heroImageUrl', 'aboutUsImageUrl', 'aboutAvatar3Url'].flatMap((key) => badUrls.map((url) => siteWrite(`${key} ${url}`, { [key]: url }))),
      ...[
        'info@office.sa?subject=hi',
        'info@office.sa?cc=x@evil.example',
        'a,b@office.sa',
        '"a"@office.sa',
        'info@office',
        'info@office.sa&bcc=x@y.z',
        'info@[127.0.0.1]',
      ].map((email) => siteWrite(`companyEmail ${email}`, { companyEmail: email })),
    ],
  );
});
