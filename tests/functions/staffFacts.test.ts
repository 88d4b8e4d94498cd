// The facts filters of issue 29 on the seeded data: a staff list address with several skills AND several
// languages, an age range and available=now gives exactly the workers who have all of them. The address
// goes through the pages' own parsing (web/src/site/staff/staffRouteQuery.ts) and the pre-renderer's read
// (functions/src/render/staffListPage.ts) against the emulator; the expected workers are computed here
// from the fixtures, independently of the model's matcher. Also prints the documents each query read.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStaffListPage, type StaffListQuery } from '../../functions/src/render/staffListPage.ts';
import { syncAllPublicStaff } from '../../functions/src/publicStaff/syncPublicStaff.ts';
import { seed } from '../fixtures/seed.ts';
import { adminDb } from '../support/adminSdk.ts';

const now = new Date();

type StaffListQueryFor = (pathname: string, params: URLSearchParams) => StaffListQuery | null;

/**
 * The pages' own address parsing. It imports the web app's `@/` alias, which this workspace's type check
 * does not resolve; vitest.emulator.config.ts maps the alias, so it is loaded at run time.
 */
async function staffListQueryFor(pathname: string, params: URLSearchParams): Promise<StaffListQuery | null> {
  const modulePath = fileURLToPath(new URL('../../web/src/site/staff/staffRouteQuery.ts', import.meta.url));
  const module = (await import(/* @vite-ignore */ modulePath)) as { staffListQueryFor: StaffListQueryFor };
  return module.staffListQueryFor(pathname, params);
}
const maidPageTypes = ['Maid', 'Cleaner', 'Nanny'];

/** The seeded workers a family may see (active: the seed gives every active worker consent). */
const publicSeed = seed.staff.filter((member) => member.status === 'active');

function ageOf(member: (typeof seed.staff)[number]): number | null {
  return typeof member.birthYear === 'number' ? now.getUTCFullYear() - member.birthYear : null;
}

function freeNow(member: (typeof seed.staff)[number]): boolean {
  return member.availableFromMs === null || member.availableFromMs <= now.getTime();
}

async function refCodesFor(path: string, search: string) {
  const spec = await staffListQueryFor(path, new URLSearchParams(search));
  if (!spec) throw new Error(`no list at ${path}`);
  const page = await readStaffListPage(adminDb(), spec, now);
  // Only the seed's workers (another suite's leftovers are not the point here).
  const refCodes = page.docs
    .filter((doc) => doc.id.startsWith('staff-'))
    .map((doc) => String(doc.data.refCode))
    .sort();
  console.log(`${path}?${search}: ${page.docs.length} shown, ${page.read} documents read, more: ${page.more}`);
  return { refCodes, page };
}

describe('facts filters on the seeded workers (issue 29)', () => {
  beforeAll(async () => {
    // The views as the daily refresh leaves them today (ages follow the calendar year).
    await syncAllPublicStaff(adminDb(), now);
  });

  it('several skills AND several languages: exactly the workers who have all of them', async () => {
    const expected = publicSeed
      .filter((m) => maidPageTypes.includes(m.type))
      .filter((m) => ['cooking', 'childcare'].every((s) => (m.skills as string[] | undefined)?.includes(s)))
      .filter((m) => ['ar', 'en'].every((l) => (m.languages as string[] | undefined)?.includes(l)))
      .map((m) => m.refCode)
      .sort();
    expect(expected.length).toBeGreaterThan(0);
    const { refCodes } = await refCodesFor('/maids-resume', 'skills=cooking,childcare&languages=ar,en&page=5');
    expect(refCodes).toEqual(expected);
    // The GET form's repeated parameters give the same list.
    const form = await refCodesFor('/maids-resume', 'skills=childcare&skills=cooking&languages=en&languages=ar&page=5');
    expect(form.refCodes).toEqual(expected);
  });

  it.each([
    ['the issue’s address', 'skills=cooking&languages=ar,en&country=PH&age=25-40&available=now&page=5', 'PH'],
    ['without the country', 'skills=cooking&languages=ar,en&age=25-45&available=now&page=5', null],
  ])('%s: country, age range and available now too', async (_title, search, country) => {
    const [, ageRange] = /age=(\d+-\d+)/.exec(search)!;
    const [min, max] = ageRange!.split('-').map(Number) as [number, number];
    const expected = publicSeed
      .filter((m) => maidPageTypes.includes(m.type) && (country === null || m.country === country))
      .filter((m) => (m.skills as string[] | undefined)?.includes('cooking'))
      .filter((m) => ['ar', 'en'].every((l) => (m.languages as string[] | undefined)?.includes(l)))
      .filter((m) => {
        const age = ageOf(m);
        return age !== null && age >= min && age <= max;
      })
      .filter(freeNow)
      .map((m) => m.refCode)
      .sort();
    if (country === null) expect(expected.length).toBeGreaterThan(0);
    const { refCodes } = await refCodesFor('/maids-resume', search);
    expect(refCodes).toEqual(expected);
  });

  it('an age range alone and available now alone, on the maids and transfer lists', async () => {
    for (const [path, types] of [
      ['/maids-resume', maidPageTypes],
      ['/transfer-staff', ['transfer']],
    ] as const) {
      const inRange = publicSeed
        .filter((m) => (types as readonly string[]).includes(m.type))
        .filter((m) => {
          const age = ageOf(m);
          return age !== null && age >= 30 && age <= 40;
        })
        .map((m) => m.refCode)
        .sort();
      expect((await refCodesFor(path, 'age=30-40&page=5')).refCodes).toEqual(inRange);
      const free = publicSeed
        .filter((m) => (types as readonly string[]).includes(m.type))
        .filter(freeNow)
        .map((m) => m.refCode)
        .sort();
      const all = publicSeed.filter((m) => (types as readonly string[]).includes(m.type));
      expect(free.length).toBeLessThan(all.length);
      expect((await refCodesFor(path, 'available=now&page=5')).refCodes).toEqual(free);
    }
  });

  it('reads a bounded number of documents for a typical filter (one page)', async () => {
    const { page } = await refCodesFor('/maids-resume', 'skills=cooking,childcare&languages=ar,en');
    expect(page.total).toBeNull();
    expect(page.read).toBeLessThanOrEqual(120);
  });
});
