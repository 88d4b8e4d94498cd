/**
 * The address state of an admin list page (the table kit, useAdminTable): `?q=` the search, `?open=` the
 * record shown in its drawer. Filters, sort and page are the page's own parameters; a saved view keeps
 * the whole search part of the address (savedViews.viewQueryOf), so it keeps `q` too.
 */
export const searchParam = 'q';
export const openParam = 'open';
/** Longest search the address keeps. */
export const searchMax = 100;

/** The search of the address (trimmed of nothing: what the box shows), at most searchMax characters. */
export function searchOf(params: URLSearchParams): string {
  return (params.get(searchParam) ?? '').slice(0, searchMax);
}

/**
 * `params` with `name` set to `value`, or removed when `value` is empty (an empty search or no open record
 * is no parameter). `reset` names parameters a change starts again from (the page number).
 */
export function withParam(
  params: URLSearchParams,
  name: string,
  value: string | null,
  reset: readonly string[] = [],
): URLSearchParams {
  const next = new URLSearchParams(params);
  const clean = value?.trim() ?? '';
  if (clean === '') next.delete(name);
  else next.set(name, name === searchParam ? clean.slice(0, searchMax) : clean);
  for (const key of reset) next.delete(key);
  return next;
}

/** Whether any of `fields` contains `search` (case-insensitive; an empty search matches everything). */
export function matchesText(fields: readonly (string | null | undefined)[], search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  return fields.some((field) => (field ?? '').toLowerCase().includes(needle));
}

/**
 * The page of a list that shows the record `key` (1-based), or null when the list does not hold it: a link
 * to a record (`?open=`, a notification) shows its row, wherever newer records have pushed it.
 */
export function pageShowing(keys: readonly string[], key: string, pageSize: number): number | null {
  const index = keys.indexOf(key);
  return index < 0 ? null : Math.floor(index / pageSize) + 1;
}

/** `page` within the pages `total` records fill (a list that shrank leaves no empty page shown). */
export function pageWithin(page: number, total: number, pageSize: number): number {
  return Math.min(Math.max(1, page), Math.max(1, Math.ceil(total / pageSize)));
}

/** The page a list turned to for the record a link opened (`?open=`), and that record. */
export type FocusTurn = { readonly focus: string; readonly page: number };

/**
 * Whether a list turns to the page of the record a link opened: when the record first shows in the list,
 * and again when the list moves under it (the page's filter switched to "all", live records arrived) while
 * the admin is still on the page it turned to. Once the admin pages away, their paging stays theirs.
 * Answers the turn to make, or null for none.
 */
export function focusTurn(
  last: FocusTurn | null,
  focus: string | null,
  focusPage: number | null,
  shownPage: number,
): FocusTurn | null {
  if (!focus || focusPage === null) return null;
  if (last?.focus === focus && (last.page === focusPage || shownPage !== last.page)) return null;
  return { focus, page: focusPage };
}
