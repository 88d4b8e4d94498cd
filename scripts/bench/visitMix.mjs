// The cost of a visit (issue 38, decision 031): the replayed mix of page views. Pure and deterministic
// (a seeded generator), unit tested in tests/unit/visitMix.test.ts.
//   60% home, 20% staff lists, 15% worker pages, 5% other pages; 65% in Arabic (most of the office's
//   visitors), the rest in English; a quarter of the list views carry a filter; worker pages are
//   skewed toward a few (shared links), drawn from the published workers; each view has a time, the
//   views evenly spread at the month's rate (100,000 page views in 30 days: one every 25.92 s), so the
//   CDN's cache times act as they would.

export const mixShares = { home: 0.6, list: 0.2, worker: 0.15, other: 0.05 };
export const arabicShare = 0.65;
export const monthlyViews = 100_000;
export const viewIntervalMs = (30 * 24 * 3600 * 1000) / monthlyViews;

const lists = ['/maids-resume', '/maids-resume', '/maids-resume', '/transfer-staff', '/drivers-resume'];
const filters = ['country=PH', 'country=KE', 'country=IN', 'experience=senior'];
export const otherPages = [
  '/contact',
  '/costs',
  '/about-us',
  '/recruitment-process',
  '/help-center',
  '/ratings',
  '/emergency-support',
  '/privacy-policy',
];

/** Mulberry32: a small seeded generator, [0, 1). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `views` page views: [{ kind, path, atMs }], kinds in the shares above (exact counts, shuffled),
 * `atMs` from 0 at `viewIntervalMs` apart.
 */
export function visitMix({ views = 1000, workerRefCodes, seed = 38 }) {
  if (!workerRefCodes?.length) throw new Error('visitMix needs the published workers');
  const random = seededRandom(seed);
  const pick = (list) => list[Math.floor(random() * list.length)];
  const counts = Object.fromEntries(
    Object.entries(mixShares).map(([kind, share]) => [kind, Math.round(views * share)]),
  );
  counts.home += views - Object.values(counts).reduce((sum, n) => sum + n, 0);
  const kinds = Object.entries(counts).flatMap(([kind, n]) => Array(n).fill(kind));
  for (let i = kinds.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [kinds[i], kinds[j]] = [kinds[j], kinds[i]];
  }
  return kinds.map((kind, i) => {
    const lang = random() < arabicShare ? 'ar' : 'en';
    let path;
    if (kind === 'home') path = `/?lang=${lang}`;
    else if (kind === 'list') path = `${pick(lists)}?${random() < 0.25 ? `${pick(filters)}&` : ''}lang=${lang}`;
    else if (kind === 'worker') {
      // Skewed: a cube of a uniform draw favours the first workers (the newest, most shared).
      const refCode = workerRefCodes[Math.floor(random() ** 3 * workerRefCodes.length)];
      path = `/workers/${refCode}?lang=${lang}`;
    } else path = `${pick(otherPages)}?lang=${lang}`;
    return { kind, path, lang, atMs: Math.round(i * viewIntervalMs) };
  });
}
