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
