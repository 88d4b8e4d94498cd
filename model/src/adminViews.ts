/** `adminViews/{id}`, saved views: a name for a table's URL search (filters, search, sort), stored in `adminViews/{id}`. */
export const savedViewPages = ['staff', 'requests', 'messages'] as const;
export type SavedViewPage = (typeof savedViewPages)[number];

export interface SavedView {
  id: string;
  name: string;
  page: SavedViewPage;
  query: string;
}

export const savedViewNameMax = 60;
export const savedViewQueryMax = 500;

/** A trimmed name of 1 to 60 characters, or null (the form shows the reason). */
export function cleanViewName(input: string): string | null {
  const name = input.replace(/\s+/g, ' ').trim();
  return name.length > 0 && name.length <= savedViewNameMax ? name : null;
}

/**
 * The part of a URL search that a view keeps: everything but the page number and the drawer that is
 * open, so a view opens on its first page. `''` or `?a=b...`, at most 500 characters (else null).
 */
export function viewQueryOf(search: string): string | null {
  const params = new URLSearchParams(search);
  params.delete('page');
  params.delete('open');
  const text = params.toString();
  const query = text ? `?${text}` : '';
  return query.length <= savedViewQueryMax ? query : null;
}

/** A stored view as the app uses it; null when it is not one (unknown page, bad query). */
export function savedViewFromStored(id: string, data: Record<string, unknown>): SavedView | null {
  const { name, page, query } = data;
  if (typeof name !== 'string' || typeof query !== 'string') return null;
  if (!(savedViewPages as readonly string[]).includes(page as string)) return null;
  if (query !== '' && !query.startsWith('?')) return null;
  return { id, name, page: page as SavedViewPage, query };
}
