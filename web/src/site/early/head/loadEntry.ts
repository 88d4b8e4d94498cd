/**
 * The third inline head script (built from here into web/index.html): the app's entry after the first
 * paint. On a pre-rendered page the entry (main.tsx's chunk) is not a `<script type="module">`, which the
 * browser fetches while it parses and runs before it paints, but a `<meta name="app-entry">` that
 * scripts/prerender-build.mjs puts in its place; this script adds the module script once the page's first
 * content is on screen (issue 38, decision 043). The page is read and tapped without it (decision 017: its
 * first taps are kept by the second head script). The admin shell (app.html) and `npm run dev` keep their
 * module script and have no meta: nothing to do there.
 */
import { earlyAttributes } from '../contract';
import { afterFirstPaint, type PaintWindow } from './afterFirstPaint';

/** The `<meta name>` that carries the entry's address on a pre-rendered page. */
export const entryMetaName = 'app-entry';

/** Adds the entry's module script named by the page's meta; false when there is none (or not our own path). */
export function addEntryScript(doc: Document): boolean {
  const src = doc.querySelector(`meta[name="${entryMetaName}"]`)?.getAttribute('content') ?? '';
  // Only a path on this site: the meta is ours, but a page must never load a script from elsewhere. The
  // address is read as the browser reads it (a URL parser takes `/\host`, or a slash, a tab and `/host`, as
  // `//host`), and what was checked is what is loaded.
  if (!src.startsWith('/')) return false;
  let url: URL;
  try {
    url = new URL(src, doc.baseURI);
  } catch {
    return false; // not an address at all (`//[x` names no host): the same answer as another site's
  }
  if (url.origin !== new URL(doc.baseURI).origin) return false;
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = url.href;
  doc.head.append(script);
  return true;
}

/**
 * A pre-rendered page (`<html data-prerendered>`) gets its entry after the first paint; a page that is not
 * (the template as the browser-only shell of /admin, should renderPage ever answer it) at once: it has
 * nothing to paint until the app runs.
 */
export function loadEntryAfterFirstPaint(doc: Document = document, target?: PaintWindow): void {
  if (doc.documentElement.hasAttribute(earlyAttributes.prerendered)) afterFirstPaint(() => addEntryScript(doc), target);
  else addEntryScript(doc);
}
