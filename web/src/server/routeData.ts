import type { ContentSection } from '@/lib/content/contentText';
import { refCodeFromParam } from '@/features/workers/workerProfile';

/**
 * What the pre-renderer reads for a public path before rendering it (docs/decisions/013-pre-rendered-html.md):
 * the site settings always, the content section the page shows, and the worker of a profile page.
 * Lists (staff, reviews, gallery) are not pre-read: their pages arrive with their text and headings and
 * load the list in the browser as before.
 */
export interface RouteData {
  content: ContentSection | null;
  /** A well-formed refCode of `/workers/{refCode}`; null elsewhere or when malformed (no lookup). */
  workerRefCode: string | null;
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

export function routeData(pathname: string): RouteData {
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
  return { content: contentByPath[path] ?? null, workerRefCode };
}

/** Public paths the pre-renderer does not render: the admin portal is a browser-only app (app.html). */
export function isBrowserOnlyPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}
