import type { ContentSection, StaffType } from '@household/model';
import { staticSitemapPaths } from './sitemapXml';

/**
 * When each thing a static page shows last changed (decision 031); null when unknown or absent. Read by
 * sitemapSources.ts, one document each.
 */
export interface ChangeTimes {
  /** The site texts and page code: the deploy's build (functions/ssr/site-texts.json). */
  texts: Date | null;
  /** `settings/site` (every page's header and footer: phone, address, licence). */
  settings: Date | null;
  content: Partial<Record<ContentSection, Date | null>>;
  /** The newest change of a worker of each type (stored, so a withdrawal counts too). */
  staffTypes: Partial<Record<StaffType, Date | null>>;
  countryCosts: Date | null;
  media: Date | null;
  reviews: Date | null;
}

type StaticPath = (typeof staticSitemapPaths)[number];

/** What each static page shows besides the texts and the settings (web/src/site/server/routeData.ts). */
const pageSources: Record<StaticPath, (times: ChangeTimes) => Array<Date | null | undefined>> = {
  '/': (t) => [t.content.home, t.media, t.countryCosts],
  '/maids-resume': (t) => [t.staffTypes.Maid, t.staffTypes.Cleaner, t.staffTypes.Nanny],
  '/transfer-staff': (t) => [t.staffTypes.transfer],
  '/drivers-resume': (t) => [t.staffTypes.Driver],
  '/costs': (t) => [t.countryCosts],
  '/recruitment-process': (t) => [t.content.process],
  '/contact': (t) => [t.content.contact],
  '/ratings': (t) => [t.content.ratings, t.reviews],
  '/help-center': (t) => [t.content.help],
  '/emergency-support': (t) => [t.content.emergency],
  '/about-us': (t) => [t.content.about],
  '/privacy-policy': () => [],
  '/terms-of-service': () => [],
};

export function latest(dates: ReadonlyArray<Date | null | undefined>): Date | null {
  let newest: Date | null = null;
  for (const date of dates) if (date && !Number.isNaN(date.getTime()) && (!newest || date > newest)) newest = date;
  return newest;
}

/** A static page's last change: the newest of its texts, the settings and what it shows. */
export function staticPageLastmod(path: StaticPath, times: ChangeTimes): Date | null {
  return latest([times.texts, times.settings, ...pageSources[path](times)]);
}
