// Trust rules (docs/architecture.md#trust-rules): URLs the admin stores are https: or site-relative, storage
// paths stay inside their own folder, the company e-mail carries no parameters, and a worker is
// public (status active) only with publishConsentAt. Every write here is the admin's, so a deny is
// about the data, not the role.
import { assertFails, assertSucceeds, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp, Timestamp, type Firestore } from 'firebase/firestore';
import { beforeAll, beforeEach, describe, it } from 'vitest';
import {
  dbAs,
  past,
  resetData,
  sharedRulesEnv,
  validMedia,
  validSiteSettings,
  validStaff,
  adminStamped,
  sendWrite,
} from './support/firestoreRulesEnv.ts';

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

const setAt = (path: string, data: Data) => (db: Firestore) => sendWrite(db, path, adminStamped(path, data));
const updateAt = (path: string, data: Data) => (db: Firestore) =>
  sendWrite(db, path, adminStamped(path, data), 'update');

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

  // ---------- staff: consent to publish, no download URLs, paths inside cvs/ and staff-photos/ ----------

  const staff = validStaff();
  const newStaff = (title: string, data: Data): Variant => ({
    title,
    write: setAt('staff/new-1', { ...staff, ...data }),
  });
  const stamp = { updatedAt: serverTimestamp() };

  table(
    'staff: publishing needs consent',
    [
      newStaff('a new active member with consent stamped now', {
        status: 'active',
        publishConsentAt: serverTimestamp(),
      }),
      newStaff('a new pending member without consent', { status: 'pending' }),
      newStaff('a new pending member with consent null', { status: 'pending', publishConsentAt: null }),
      {
        title: 'activating with consent stamped now',
        write: updateAt('staff/pending-1', { status: 'active', publishConsentAt: serverTimestamp(), ...stamp }),
      },
      {
        title: 'editing an active member who keeps the consent',
        write: updateAt('staff/active-1', { name: 'Maria S.', ...stamp }),
      },
      {
        title: 'withdrawing: inactive and consent cleared',
        write: updateAt('staff/active-1', { status: 'inactive', publishConsentAt: null, ...stamp }),
      },
    ],
    [
      newStaff('a new active member without consent', { status: 'active' }),
      newStaff('a new active member with consent null', { status: 'active', publishConsentAt: null }),
      newStaff('a new active member with a back-dated consent', { status: 'active', publishConsentAt: past }),
      newStaff('a new active member with consent as a string', { status: 'active', publishConsentAt: '2026-01-01' }),
      newStaff('consent as true', { status: 'active', publishConsentAt: true }),
      { title: 'activating without consent', write: updateAt('staff/pending-1', { status: 'active', ...stamp }) },
      {
        title: 'clearing the consent of an active member',
        write: updateAt('staff/active-1', { publishConsentAt: null, ...stamp }),
      },
      {
        title: 'moving the consent date of an active member',
        write: updateAt('staff/active-1', { publishConsentAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)), ...stamp }),
      },
    ],
  );

  // A Storage download URL carries a token that bypasses storage.rules: no staff field may hold one.
  const tokenUrl = (path: string) =>
    `https://firebasestorage.googleapis.com/v0/b/demo.appspot.com/o/${encodeURIComponent(path)}?alt=media&token=abc`;
  table(
    'staff: file paths, never download URLs',
    [
      newStaff('cvPath cvs/new-1.pdf', { cvPath: 'cvs/new-1.pdf' }),
      newStaff('photoPath staff-photos/new-1.jpg', { photoPath: 'staff-photos/new-1.jpg' }),
      newStaff('both paths null', { photoPath: null, cvPath: null }),
    ],
    [
      newStaff('a photoUrl token URL (the old field)', { photoUrl: tokenUrl('staff-photos/new-1.jpg') }),
      newStaff('a cvUrl token URL (the old field)', { cvUrl: tokenUrl('cvs/new-1.pdf') }),
      newStaff('photoUrl null (the old field, even empty)', { photoUrl: null }),
      newStaff('cvUrl as a site-relative file (the old field)', { cvUrl: '/cvs/sample-cv.pdf' }),
      newStaff('a token URL in photoPath', { photoPath: tokenUrl('staff-photos/new-1.jpg') }),
      newStaff('a token URL in cvPath', { cvPath: tokenUrl('cvs/new-1.pdf') }),
      newStaff('an emulator download URL in cvPath', {
        cvPath: 'http://127.0.0.1:9199/v0/b/x/o/cvs%2Fa.pdf?alt=media',
      }),
      newStaff('a download URL after the folder in cvPath', {
        cvPath: 'cvs/https://firebasestorage.googleapis.com/v0/b/x/o/a.pdf',
      }),
      newStaff('a gs: URL in photoPath', { photoPath: 'gs://demo.appspot.com/staff-photos/a.jpg' }),
      ...[
        'cvs/new-1.jpg',
        'page-images/new-1.jpg',
        'staff-photos/',
        'staff-photos/../logos/a.png',
        '/staff-photos/a.jpg',
        'staff-photosx/a.jpg',
        'media/a.jpg',
      ].map((path) => newStaff(`photoPath ${path}`, { photoPath: path })),
      {
        title: 'an update that adds a photoUrl',
        write: updateAt('staff/active-1', { photoUrl: tokenUrl('staff-photos/active-1.jpg'), ...stamp }),
      },
      {
        title: 'an update that moves photoPath out of its folder',
        write: updateAt('staff/active-1', { photoPath: 'page-images/hero.jpg', ...stamp }),
      },
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
  const newMedia = (title: string, data: Data): Variant => ({
    title,
    write: setAt('media/new-1', { ...media, ...data }),
  });

  table(
    'media: URLs and the storage path',
    [
      ...goodUrls.map((url) => newMedia(`url ${url}`, { url, thumbnailUrl: url })),
      newMedia('storagePath media/a.mp4', { storagePath: 'media/a.mp4' }),
    ],
    [
      ...badUrls.map((url) => newMedia(`url ${url}`, { url })),
      ...badUrls.map((url) => newMedia(`thumbnailUrl ${url}`, { thumbnailUrl: url })),
      ...[
        'cvs/a.pdf',
        'page-images/hero.jpg',
        'logos/1.png',
        'media/../cvs/a.pdf',
        'media/',
        'mediax/a.jpg',
        '/media/a.jpg',
      ].map((path) => newMedia(`storagePath ${path}`, { storagePath: path })),
    ],
  );

  // ---------- settings/site: image URLs and the company e-mail ----------

  const site = validSiteSettings();
  const siteWrite = (title: string, data: Data): Variant => ({
    title,
    write: setAt('settings/site', { ...site, ...data }),
  });

  table(
    'settings/site: image URLs and a plain company e-mail',
    [
      ...goodUrls.map((url) => siteWrite(`logoUrl ${url}`, { logoUrl: url, heroImageUrl: url })),
      siteWrite('a plain e-mail', { companyEmail: 'info@office-riyadh.sa' }),
    ],
    [
      ...['logoUrl', 'heroImageUrl', 'aboutUsImageUrl', 'aboutAvatar3Url'].flatMap((key) =>
        badUrls.map((url) => siteWrite(`${key} ${url}`, { [key]: url })),
      ),
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
