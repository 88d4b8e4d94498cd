// Expectations for the staff specs, read from the seeded emulator with the Admin SDK
// (never hard-coded, so a changed seed keeps the specs honest).
import { expect, type Page } from '@playwright/test';
import type { Query } from 'firebase-admin/firestore';
import { adminDb } from '../../support/adminSdk.ts';
import { pickWhatsAppNumber } from '../../../web/src/lib/whatsapp.ts';

export const pageSize = 12;
export const maidTypes = ['Maid', 'Cleaner', 'Nanny'] as const;
export const experienceBounds = { junior: [0, 3], mid: [3, 6], senior: [6, null] } as const;

export interface StaffFilter {
  types?: readonly string[];
  country?: string;
  transferable?: boolean;
  experience?: keyof typeof experienceBounds;
  /** A skill the worker has (drivers' specialty, the maids and transfer pages' skill filter). */
  skill?: string;
  /** A language code the worker speaks (the page sends one array filter: skill or language). */
  language?: string;
}

export interface StaffDoc {
  id: string;
  refCode: string;
  name: string;
  type: string;
  country: string;
  experienceYears: number;
  transferable: boolean;
  cvPath: string | null;
  createdAtMs: number;
}

function build(filter: StaffFilter): Query {
  let query: Query = adminDb().collection('staff').where('status', '==', 'active');
  const types = filter.types ?? maidTypes;
  query = types.length === 1 ? query.where('type', '==', types[0]) : query.where('type', 'in', [...types]);
  if (filter.country) query = query.where('country', '==', filter.country);
  if (filter.transferable) query = query.where('transferable', '==', true);
  if (filter.experience) {
    const [min, max] = experienceBounds[filter.experience];
    query = query.where('experienceYears', '>=', min);
    if (max !== null) query = query.where('experienceYears', '<', max);
  }
  if (filter.skill) query = query.where('skills', 'array-contains', filter.skill);
  if (filter.language) query = query.where('languages', 'array-contains', filter.language);
  return query;
}

/** Matching active staff, newest first (experience-filtered lists are re-sorted by the page; compare as sets). */
export async function staffMatching(filter: StaffFilter): Promise<StaffDoc[]> {
  const snapshot = await build(filter).get();
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      return {
        id: doc.id,
        refCode: String(data.refCode),
        name: String(data.name),
        type: String(data.type),
        country: String(data.country),
        experienceYears: Number(data.experienceYears),
        transferable: data.transferable === true,
        cvPath: typeof data.cvPath === 'string' && data.cvPath ? data.cvPath : null,
        createdAtMs: data.createdAt?.toMillis?.() ?? 0,
      };
    })
    .sort((a, b) => b.createdAtMs - a.createdAtMs);
}

export async function countMatching(filter: StaffFilter): Promise<number> {
  return (await build(filter).count().get()).data().count;
}

/** The agency's WhatsApp number as the site computes it from settings/site. */
export async function agencyWhatsAppNumber(): Promise<string> {
  const snapshot = await adminDb().doc('settings/site').get();
  const number = pickWhatsAppNumber(snapshot.data() as { whatsappNumber?: string; contactPhone?: string } | undefined);
  if (!number) throw new Error('settings/site has no WhatsApp number: the staff specs need the seeded one');
  return number;
}

/** Text that looks like an i18n key that was not translated (e.g. `staff.list.showing`). */
export const untranslatedKey =
  /\bstaff\.(type|badge|availability|experience|card|whatsapp|list|filters|maids|transfer|drivers)\.[a-zA-Z_]+/;

/**
 * Other specs (the admin staff table) create and delete staff while these run in parallel. Loads
 * `url` and checks it against expectations read just before; on a mismatch reads both again.
 */
export async function loadConsistently<T>(
  page: Page,
  url: string,
  read: () => Promise<T>,
  check: (expected: T) => Promise<void>,
): Promise<T> {
  let expected!: T;
  await expect(async () => {
    expected = await read();
    await page.goto(url);
    // The first page arrives after hydration; on the busy 2-core machine that has taken 10 s. Checking
    // before it settles compared an empty list with the expectation and reloaded, again and again.
    await expect(page.getByTestId('staff-skeletons')).toHaveCount(0, { timeout: 20_000 });
    await check(expected);
  }).toPass({ timeout: 60_000, intervals: [500, 1000, 2000] });
  return expected;
}

/** Issue 29's facts filters, checked here on the stored workers independently of the site's code. */
export interface FactsFilter {
  types?: readonly string[];
  skills?: readonly string[];
  languages?: readonly string[];
  age?: readonly [number, number];
  availableNow?: boolean;
}

/** The refCodes of the active, consented workers who have every fact asked for (sorted). */
export async function refCodesWithFacts(filter: FactsFilter): Promise<string[]> {
  const types = filter.types ?? maidTypes;
  const snapshot = await adminDb().collection('staff').where('status', '==', 'active').get();
  const now = Date.now();
  const year = new Date().getUTCFullYear();
  return snapshot.docs
    .map((doc) => doc.data())
    .filter((data) => data.publishConsentAt && types.includes(String(data.type)))
    .filter((data) => (filter.skills ?? []).every((skill) => (data.skills ?? []).includes(skill)))
    .filter((data) => (filter.languages ?? []).every((code) => (data.languages ?? []).includes(code)))
    .filter((data) => {
      if (!filter.age) return true;
      const age = typeof data.birthYear === 'number' ? year - data.birthYear : null;
      return age !== null && age >= filter.age[0] && age <= filter.age[1];
    })
    .filter((data) => {
      if (!filter.availableNow) return true;
      const later = [data.availableFrom, data.reservedUntil].some((time) => (time?.toMillis?.() ?? 0) > now);
      return !later;
    })
    .map((data) => String(data.refCode))
    .sort();
}
