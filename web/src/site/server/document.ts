import type { ImagePreload, Language } from '@household/model';
import { escapeHtml } from '@/lib/seo/headTags';
import { earlyStateClasses } from '@/site/early/contract';
import { criticalStyleAttribute } from '@/styles/stylesheetRules';
import { classesInMarkup, criticalCss, parseStylesheet, type CssNode } from './criticalCss';

/**
 * Fills the built index.html (the template) with one pre-rendered page: `<html lang dir>`, the page's
 * head tags, the rendered markup and its data block. Pure; the markers are part of web/index.html.
 */
export interface DocumentParts {
  language: Language;
  /** `?theme=` of the address: the theme a page without JavaScript shows (else the inline script decides). */
  theme?: 'light' | 'dark' | null;
  headHtml: string;
  appHtml: string;
  /** serializeForHtml output (already safe inside a script element). */
  dataJson: string;
  /** Images to start loading with the HTML (the home hero: model heroPreloads, matching its <picture>). */
  preloadImages?: readonly ImagePreload[];
}

const headRegion = /<!--head-start[\s\S]*?<!--head-end-->/;
const htmlTag = /<html\b[^>]*>/;
const rootElement = '<div id="root"><!--app-html--></div>';

export function templateProblem(template: string): string | null {
  if (!headRegion.test(template)) return 'the template has no <!--head-start ... head-end--> region';
  if (!htmlTag.test(template)) return 'the template has no <html> tag';
  if (!template.includes(rootElement)) return `the template has no ${rootElement}`;
  return null;
}

function imagePreloadHtml(image: ImagePreload): string {
  const attributes = [
    ['imagesrcset', image.imageSrcSet],
    ['imagesizes', image.imageSizes],
    ['type', image.type],
    ['media', image.media],
  ]
    .filter((pair): pair is [string, string] => typeof pair[1] === 'string')
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `\n    <link rel="preload" as="image" href="${escapeHtml(image.href)}" fetchpriority="high"${attributes} />`;
}

/**
 * The template's stylesheet, written by scripts/prerender-build.mjs as `<style data-rules="/assets/…css">`
 * (the address of the same rules without their @font-face, which the browser loads after the first paint).
 */
const fullStylesheet = /<style data-rules="([^"]+)">([\s\S]*?)<\/style>/;

let parsedSheet: { css: string; nodes: CssNode[] } | null = null;
function parsedOnce(css: string): CssNode[] {
  if (parsedSheet?.css !== css) parsedSheet = { css, nodes: parseStylesheet(css) };
  return parsedSheet.nodes;
}

/**
 * The template with its stylesheet reduced to what `appHtml` uses (docs/decisions/036-critical-css.md),
 * marked with the address of the rest; a template without the marked stylesheet is returned as it is.
 */
export function withCriticalStylesheet(template: string, appHtml: string): string {
  return template.replace(fullStylesheet, (_whole, href: string, css: string) => {
    const classes = classesInMarkup(appHtml);
    for (const name of Object.values(earlyStateClasses)) classes.add(name);
    return `<style ${criticalStyleAttribute}="${href}">${criticalCss(parsedOnce(css), classes)}</style>`;
  });
}

export function renderDocument(template: string, parts: DocumentParts): string {
  const problem = templateProblem(template);
  if (problem) throw new Error(`Pre-render template: ${problem}`);
  const dir = parts.language === 'ar' ? 'rtl' : 'ltr';
  const preload = (parts.preloadImages ?? []).map(imagePreloadHtml).join('');
  // Replacer functions, so `$&` or `$1` inside page text is not read as a replacement pattern.
  return withCriticalStylesheet(template, parts.appHtml)
    .replace(htmlTag, () => {
      const theme = parts.theme ? ` data-theme="${parts.theme}" style="color-scheme: ${parts.theme}"` : '';
      return `<html lang="${parts.language}" dir="${dir}"${theme} data-prerendered>`;
    })
    .replace(headRegion, () => `${parts.headHtml}${preload}`)
    .replace(
      rootElement,
      () =>
        `<div id="root">${parts.appHtml}</div>\n    <script type="application/json" id="prerender-data">${parts.dataJson}</script>`,
    );
}
