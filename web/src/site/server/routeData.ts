import type { ContentSection } from '@/lib/content/contentText';
import { refCodeFromParam } from '@/site/workers/workerProfile';
import { compareIdsFromSearch } from '@/site/compare/compareIds';
import { staffListQueryFor } from '@/site/staff/staffRouteQuery';
import type { StaffQuerySpec } from '@/site/staff/staffQuery';

/**
 * What the pre-renderer reads for a public path before rendering it (docs/decisions/013-pre-rendered-html.md):
 * the site settings always, the content section the page shows, the worker of a profile page, and the
 * first page of a staff list (the same query as the page's, filters from the address), and the home
 * page's gallery media (the gallery band is next to the hero on a phone: without them, every visit
 * loaded Firestore Lite and queried the media). Reviews are not pre-read: their page arrives with its
 * text and headings and loads them in the browser.
 */
export interface RouteData {
  content: ContentSection | null;
  /** A well-formed refCode of `/workers/{refCode}`; null elsewhere or when malformed (no lookup). */
  workerRefCode: string | null;
  /** The first query of a staff list page; null elsewhere. */
  staffList: StaffQuerySpec | null;
  /** The active gallery media (the home page). */
  media: boolean;
  /** The published costs per country: `/costs`, the home page's country cards, worker profiles. */
  countryCosts: boolean;
  /** The measured medians per country (`publicStats/measuredTimes`): `/costs`. */
  measuredTimes: boolean;
  /** `/compare?ids=...`: the well-formed reference codes to read (at most four); null elsewhere. */
  compareRefCodes: string[] | null;
}

const contentByPath: Record<string, ContentSection> = {
  '/': 'home',
  '/contact': 'contact',
  '/ratings': 'ratings',
  '/about-us': 'about',
  '/emergency-support': 'emergency',
  '/help-center': 'help',
  '/recruitment-process': 'process',
};

export function routeData(pathname: string, search = ''): RouteData {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const worker = /^\/workers\/([^/]+)$/.exec(path);
  let workerRefCode: string | null = null;
  if (worker) {
    try {
      workerRefCode = refCodeFromParam(decodeURIComponent(worker[1]!));
    } catch {
      workerRefCode = null;
    }
  }
  return {
    content: contentByPath[path] ?? null,
    workerRefCode,
    staffList: staffListQueryFor(path, new URLSearchParams(search)),
    media: path === '/',
    countryCosts: path === '/' || path === '/costs' || workerRefCode !== null,
    measuredTimes: path === '/costs',
    compareRefCodes: path === '/compare' ? compareIdsFromSearch(search) : null,
  };
}

/** Public paths the pre-renderer does not render: the admin portal is a browser-only app (app.html). */
export function isBrowserOnlyPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
