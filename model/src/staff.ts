import { countryCodes, staffTypes, type CountryCode, type StaffType } from './common.ts';
import { isOneOf, nonNegative, storedDate, text, type StoredData, type ToDate } from './stored.ts';
import { languagesOf, skillsFor, type StaffLanguage, type StaffSkill } from './staffSkills.ts';
import { isObjectPath, isStoragePathOf } from './urls.ts';

/** `staff/{id}`: a worker's profile, admin only; visitors read its public view (publicStaff.ts, decision 021). */

export const staffStatuses = [
  'pending',
  'interview',
  'background',
  'approved',
  'training',
  'active',
  'inactive',
] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** What an unknown stored status reads as: never shown publicly, never counted as an application. */
export const fallbackStaffStatus: StaffStatus = 'inactive';

export const isStaffType = (value: unknown): value is StaffType => isOneOf(staffTypes, value);
export const isStaffStatus = (value: unknown): value is StaffStatus => isOneOf(staffStatuses, value);
export const isCountryCode = (value: unknown): value is CountryCode => isOneOf(countryCodes, value);

/** A public staff reference: type prefix, a dash and four digits (`MD-0142`); firestore.rules checks the same. */
export const staffRefCodePattern = /^(MD|CL|NN|DR|TR)-[0-9]{4}$/;
export const isStaffRefCode = (value: unknown): value is string =>
  typeof value === 'string' && staffRefCodePattern.test(value);

/**
 * A worker's public page, `/workers/MD-0142`: the one writer of the path, shared by the site's links
 * (web/src/site/workers/workerProfile.ts profileUrl) and the sitemap (functions/src/sitemap).
 */
export function workerPagePath(refCode: string): string {
  return `/workers/${encodeURIComponent(refCode)}`;
}

/** The stored document (what the rules accept), with the SDK's time type left open. */
export interface StaffDoc<Time = unknown> {
  refCode: string;
  name: string;
  type: StaffType;
  status: StaffStatus;
  country: CountryCode;
  experienceYears: number;
  descriptionEn: string;
  descriptionAr: string;
  transferable: boolean;
  showPhoto: boolean;
  /**
   * Storage object paths, never download URLs (a token URL bypasses storage.rules): `staff-photos/...`
   * and `cvs/...`. Visitors get the files through `/photos/{refCode}` and `/cv/{refCode}`, the admin
   * through the Storage SDK under the rules (docs/architecture.md#trust-rules).
   */
  photoPath: string | null;
  cvPath: string | null;
  /** Optional in storage (absent = none): what the worker does, from the type's fixed set. */
  skills?: StaffSkill[];
  /** Optional in storage (absent = none): language codes the worker speaks. */
  languages?: StaffLanguage[];
  /** Optional in storage (absent = not reserved): set by the requests board; publicly "Reserved" while in the future. */
  reservedUntil?: Time | null;
  /** Optional (absent = unknown): admin-entered; never published (the public view carries the age). */
  birthYear?: number | null;
  /** Optional (absent = now): when the worker can start (an arrival, the end of a contract); see availability.ts. */
  availableFrom?: Time | null;
  /** Optional (absent = not stated): the monthly salary the worker expects, whole Saudi riyals. */
  expectedSalary?: number | null;
  createdAt: Time;
  updatedAt: Time;
}

/** The youngest and oldest working age the office records (the rules check the same against the year). */
export const minWorkerAge = 18;
export const maxWorkerAge = 70;
/** The highest monthly salary the form accepts (SAR); the rules check the same. */
export const maxExpectedSalary = 50000;

/** A birth year giving an age of 18 to 70 in `now`'s year (UTC). */
export function isBirthYear(value: unknown, now: Date): value is number {
  const year = now.getUTCFullYear();
  return (
    typeof value === 'number' && Number.isInteger(value) && value >= year - maxWorkerAge && value <= year - minWorkerAge
  );
}

/** A monthly salary in whole riyals, 1 to maxExpectedSalary. */
export function isExpectedSalary(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= maxExpectedSalary;
}

/**
 * The age shown to visitors: the years since the birth year in `now`'s year (UTC). Only the year is
 * recorded, so this is the age the worker reaches this year; it changes on 1 January (the public view is
 * refreshed daily, functions/src/publicStaff).
 */
export function ageFromBirthYear(birthYear: unknown, now: Date): number | null {
  if (typeof birthYear !== 'number' || !Number.isInteger(birthYear)) return null;
  const age = now.getUTCFullYear() - birthYear;
  return age >= 0 && age <= 120 ? age : null;
}

/**
 * A staff member as the app uses it: the stored fields with its id, plain values and Dates, URLs already
 * checked: `country` null when unknown, `photoPath`/`cvPath` null outside their folders, skills and
 * languages [] when absent, `reservedUntil` null when not reserved.
 */
export interface Staff extends Omit<Required<StaffDoc<Date | null>>, 'country'> {
  id: string;
  country: CountryCode | null;
  /** The age from the birth year (a public view stores it; null: unknown). */
  age: number | null;
}

/** The one staff mapper: stored data -> Staff. Unknown type reads as Maid, unknown status as inactive. */
export function staffFromStored(id: string, data: StoredData, toDate: ToDate = storedDate): Staff {
  const type = isStaffType(data.type) ? data.type : 'Maid';
  return {
    id,
    refCode: text(data.refCode),
    name: text(data.name),
    type,
    status: isStaffStatus(data.status) ? data.status : fallbackStaffStatus,
    country: isCountryCode(data.country) ? data.country : null,
    experienceYears: nonNegative(data.experienceYears),
    descriptionEn: text(data.descriptionEn),
    descriptionAr: text(data.descriptionAr),
    transferable: data.transferable === true,
    showPhoto: data.showPhoto === true,
    photoPath: isStoragePathOf('staffPhoto', data.photoPath) ? data.photoPath : null,
    cvPath: isStoragePathOf('cv', data.cvPath) ? data.cvPath : null,
    skills: skillsFor(type, data.skills),
    languages: languagesOf(data.languages),
    reservedUntil: toDate(data.reservedUntil),
    birthYear: typeof data.birthYear === 'number' && Number.isInteger(data.birthYear) ? data.birthYear : null,
    age: typeof data.age === 'number' && Number.isInteger(data.age) && data.age >= 0 ? data.age : null,
    availableFrom: toDate(data.availableFrom),
    expectedSalary: isExpectedSalary(data.expectedSalary) ? data.expectedSalary : null,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

/** `staffContacts/{staffId}`: the worker's contact data, admin only. */
export interface StaffContactDoc {
  email: string;
  phone: string;
}
export type StaffContact = StaffContactDoc;

export function staffContactFromStored(data: StoredData): StaffContact {
  return { email: text(data.email), phone: text(data.phone) };
}

/** The stored fields that held Storage download URLs before paths (a token URL bypasses storage.rules). */
export const legacyStaffFileUrlFields = ['photoUrl', 'cvUrl'] as const;

/** The project's own buckets: the default bucket names Firebase gives a project (old and new style). */
export function projectBuckets(projectId: string): string[] {
  return [`${projectId}.appspot.com`, `${projectId}.firebasestorage.app`];
}

/** Hosts that serve the project's Storage objects over https (download URLs and the JSON/XML APIs). */
const storageHttpsHosts = new Set(['firebasestorage.googleapis.com', 'storage.googleapis.com']);
/** The Storage emulator serves plain http on the loopback interface only. */
const storageEmulatorHosts = new Set(['127.0.0.1', 'localhost']);

/**
 * The object path inside a Storage URL of one of `buckets` (the project's own): Firebase download URLs
 * `https://firebasestorage.googleapis.com/v0/b/{bucket}/o/{path}?alt=media&token=...` (also the
 * emulator's `http://127.0.0.1:9199/...`), `gs://{bucket}/{path}` and
 * `https://storage.googleapis.com/{bucket}/{path}`. Null for anything else: site-relative files, other
 * hosts (even with the same path shape), other buckets, traversal, broken escapes.
 */
export function storageObjectPathFromUrl(url: unknown, buckets: string | readonly string[]): string | null {
  if (typeof url !== 'string' || url.length === 0 || url.length > 4096) return null;
  const own = new Set(typeof buckets === 'string' ? [buckets] : buckets);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username || parsed.password) return null;
  let bucket: string | undefined;
  let path: string | undefined;
  try {
    if (parsed.protocol === 'gs:') {
      bucket = parsed.hostname;
      path = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
    } else if (
      (parsed.protocol === 'https:' && storageHttpsHosts.has(parsed.hostname)) ||
      (parsed.protocol === 'http:' && storageEmulatorHosts.has(parsed.hostname))
    ) {
      const download = /^\/v0\/b\/([^/]+)\/o\/(.+)$/.exec(parsed.pathname);
      if (download) {
        bucket = decodeURIComponent(download[1]!);
        path = decodeURIComponent(download[2]!);
      } else if (parsed.hostname === 'storage.googleapis.com') {
        const [, first, ...rest] = parsed.pathname.split('/');
        bucket = first;
        path = decodeURIComponent(rest.join('/'));
      }
    }
  } catch {
    return null;
  }
  if (!bucket || !own.has(bucket)) return null;
  return isObjectPath(path) ? path : null;
}

/** What the staff-files migration does to one staff document (pure; scripts/migrate-staff-files.mjs writes it). */
export interface StaffFileMigration {
  /** Fields to set: photoPath / cvPath parsed out of the legacy URL (only when the path field is empty). */
  set: Partial<Record<'photoPath' | 'cvPath', string | null>>;
  /** Legacy URL fields to delete. */
  remove: (typeof legacyStaffFileUrlFields)[number][];
  /** URLs that were dropped without a path (outside the folder, another host, a file shipped with the site). */
  dropped: { field: (typeof legacyStaffFileUrlFields)[number]; reason: 'not-storage' | 'outside-folder' }[];
}

/**
 * Turns `photoUrl`/`cvUrl` into `photoPath`/`cvPath` (inside `staff-photos/` and `cvs/`) and removes the
 * URL fields. Idempotent: a migrated document (no URL fields, paths present) gives an empty plan.
 * An existing valid path wins over the URL; a URL that is not a Storage object inside the folder is
 * dropped (reported), never kept.
 */
export function planStaffFileMigration(data: StoredData, buckets: string | readonly string[]): StaffFileMigration {
  const plan: StaffFileMigration = { set: {}, remove: [], dropped: [] };
  const pairs = [
    { urlField: 'photoUrl', pathField: 'photoPath', kind: 'staffPhoto' },
    { urlField: 'cvUrl', pathField: 'cvPath', kind: 'cv' },
  ] as const;
  for (const { urlField, pathField, kind } of pairs) {
    const hasUrlField = Object.prototype.hasOwnProperty.call(data, urlField);
    const currentPath = data[pathField];
    const pathOk = isStoragePathOf(kind, currentPath);
    if (hasUrlField) plan.remove.push(urlField);
    const url = data[urlField];
    if (!pathOk) {
      const fromUrl = storageObjectPathFromUrl(url, buckets);
      if (fromUrl && isStoragePathOf(kind, fromUrl)) plan.set[pathField] = fromUrl;
      else {
        if (typeof url === 'string' && url.length > 0)
          plan.dropped.push({ field: urlField, reason: fromUrl ? 'outside-folder' : 'not-storage' });
        // A missing or invalid path field becomes null (the rules require the key).
        if (currentPath !== null || !Object.prototype.hasOwnProperty.call(data, pathField)) plan.set[pathField] = null;
      }
    }
  }
  return plan;
}

/** Whether a plan changes nothing (the document is already migrated). */
export function isEmptyStaffFileMigration(plan: StaffFileMigration): boolean {
  return plan.remove.length === 0 && Object.keys(plan.set).length === 0;
}

/** A stored timestamp (Firestore Timestamp of any SDK, or a Date): something with `toMillis()` or `getTime()`. */
function isStoredTime(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime());
  return (
    typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function'
  );
}

/**
 * Whether a stored worker may be shown to visitors: `active` AND the worker's publishing consent
 * (`publishConsentAt`) is recorded. The one check of the public view's projection (`publicStaffOf`,
 * model/src/publicStaff.ts: what the site and the page renderer read) and of the `/cv` and `/photos`
 * handlers (functions/src/staffFiles): an imported or restored active record without consent is never
 * published, whatever wrote it (the rules refuse such a client write; the Admin SDK bypasses them).
 */
export function isPublishableStaff(data: StoredData | undefined): boolean {
  return !!data && data.status === 'active' && isStoredTime(data.publishConsentAt);
}

/**
 * Whether a worker is offered for transfer of services: a worker of the type `transfer` (the
 * /transfer-staff list) or one the office marked `transferable`. The one rule behind the card and profile
 * badge, the photo rule below and firestore.rules' photo check (`staffOfferedForTransfer`).
 */
export function isOfferedForTransfer(data: { type?: unknown; transferable?: unknown } | undefined): boolean {
  return !!data && (data.type === 'transfer' || data.transferable === true);
}

/**
 * Whether a worker's photo (and video) may be shown to visitors: only with the worker's photo consent, and
 * never for a worker offered for transfer of services (the 2025 advertising draft allows them only as a
 * CV, issue 40). Read by the public view's projection and the `/photos` and preview-image handlers.
 */
export function mayShowStaffPhoto(
  data: { type?: unknown; transferable?: unknown; showPhoto?: unknown } | undefined,
): boolean {
  return !!data && data.showPhoto === true && !isOfferedForTransfer(data);
}
