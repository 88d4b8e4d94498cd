// Which text each public page's h1 shows, one table for the specs that check it (the truth sweep's frame, the
// blank project's walk). A content page shows its content item (the office's text; the built-in default
// until the office edits it, see model/src/contentDefaults.ts and the pages' `pickContent`); the others a fixed
// locale title. Pages not listed have a heading made from data (the worker lists, a profile) or none fixed.
import { contentDefaultOf, type Language } from '@household/model';
import { tr } from '../public/helpers.ts';

export type PageHeading = { content: [section: string, fieldKey: string] } | { locale: ['public' | 'common', string] };

export const pageHeadings: Readonly<Record<string, PageHeading>> = {
  '/': { content: ['home', 'heroTitle'] },
  '/contact': { content: ['contact', 'title'] },
  '/ratings': { content: ['ratings', 'title'] },
  '/help-center': { content: ['help', 'title'] },
  '/emergency-support': { content: ['emergency', 'title'] },
  '/about-us': { content: ['about', 'title'] },
  '/recruitment-process': { content: ['process', 'title'] },
  '/privacy-policy': { locale: ['public', 'privacy.title'] },
  '/terms-of-service': { locale: ['public', 'terms.title'] },
  '/no-such-page': { locale: ['common', 'notFound.title'] },
};

/** The h1 a page shows before the office edits anything: the content item's default, or the locale's title. */
export function defaultHeading(heading: PageHeading, language: Language): string {
  if ('locale' in heading) return tr(language, ...heading.locale);
  const [section, fieldKey] = heading.content;
  const item = contentDefaultOf(section, fieldKey);
  if (!item) throw new Error(`no default content item ${section}_${fieldKey}`);
  return item[language];
}
