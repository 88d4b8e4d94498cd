/** On the inline `<style>` of a pre-rendered page: the address of the rest of the rules (site/server/document.ts writes it). */
export const criticalStyleAttribute = 'data-critical';
const criticalStyleSelector = `style[${criticalStyleAttribute}]`;
export const rulesWaitMs = 8000;

interface RulesLink {
  rel: string;
  href: string;
  addEventListener(type: 'load' | 'error', listener: () => void, options: { once: true }): void;
  remove(): void;
}
export interface RulesDocument {
  querySelector(selector: string): { getAttribute(name: string): string | null; after(node: RulesLink): void } | null;
  createElement(tag: 'link'): RulesLink;
}

const loaded = new WeakMap<object, Promise<void>>();

/**
 * A pre-rendered page arrives with only the rules its markup uses (`<style data-critical="/assets/rules-….css">`,
 * docs/decisions/036-critical-css.md). The rest (what a menu opened, a dialog, another route or the admin
 * need) is that file: the same rules without their @font-face. This loads it once per page, right after
 * the inline style, so the cascade ends as it would with the whole sheet; the app awaits it before it
 * hydrates, so nothing React draws is unstyled. The admin shell and `npm run dev` link the whole sheet
 * and have no marked style: nothing to load.
 *
 * A file that fails (a dropped connection) is removed, so the next call tries again; a call never waits
 * more than `waitMs` (the page is drawn already, and the link still applies whenever it arrives).
 */
export function loadStylesheetRules(
  doc: RulesDocument = document as unknown as RulesDocument,
  waitMs = rulesWaitMs,
  timers: Pick<typeof globalThis, 'setTimeout'> = globalThis,
): Promise<void> {
  const pending = loaded.get(doc);
  if (pending) return pending;
  const inline = doc.querySelector(criticalStyleSelector);
  const href = inline?.getAttribute(criticalStyleAttribute);
  if (!inline || !href) return Promise.resolve();
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = href;
  const done = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener(
      'error',
      () => {
        link.remove();
        loaded.delete(doc);
        resolve();
      },
      { once: true },
    );
    timers.setTimeout(resolve, waitMs);
  });
  loaded.set(doc, done);
  inline.after(link);
  return done;
}
