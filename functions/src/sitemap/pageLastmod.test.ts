import { describe, expect, it } from 'vitest';
import { staticSitemapPaths } from './sitemapXml';
import { latest, staticPageLastmod, type ChangeTimes } from './pageLastmod';

const day = (d: number) => new Date(Date.UTC(2026, 10, d));
const times: ChangeTimes = {
  texts: day(1),
  settings: day(2),
  content: { home: day(10), contact: day(3) },
  staffTypes: { Maid: day(5), Nanny: day(12), Driver: day(4) },
  countryCosts: day(11),
  media: day(6),
  reviews: null,
};

describe('staticPageLastmod', () => {
  it('is the newest change of what the page shows', () => {
    expect(staticPageLastmod('/', times)).toEqual(day(11));
    expect(staticPageLastmod('/maids-resume', times)).toEqual(day(12));
    expect(staticPageLastmod('/drivers-resume', times)).toEqual(day(4));
    expect(staticPageLastmod('/contact', times)).toEqual(day(3));
  });

  it('falls back to the texts and settings for a page with nothing else, and every page has one', () => {
    expect(staticPageLastmod('/terms-of-service', times)).toEqual(day(2));
    expect(staticPageLastmod('/transfer-staff', times)).toEqual(day(2));
    for (const path of staticSitemapPaths) expect(staticPageLastmod(path, times), path).not.toBeNull();
  });

  it('is null when nothing is known', () => {
    const none: ChangeTimes = { ...times, texts: null, settings: null, content: {} };
    expect(staticPageLastmod('/about-us', none)).toBeNull();
    expect(latest([null, undefined, new Date(Number.NaN)])).toBeNull();
  });
});
