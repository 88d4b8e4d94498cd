/**
 * The staff filters are a plain `<form method="get">` (data-early-filters): before the app has hydrated
 * the page, a changed select or box loads the filtered list's address at once, so the server renders it as
 * the app would have shown it. The address is the one the app writes (site/staff/urlFilters.ts): empty
 * fields are left out and the combined skill-or-language select (`filter=skill:x`) becomes `skill=x` or
 * `speaks=x`. Without JavaScript the form's own button submits it as it is, which the server reads too.
 * After hydration the app filters in place (site/staff/components/FilterPanel.tsx).
 */
import { isAppReady, isHydrated } from './earlyClicks';

/** The query string the app would write for the form's fields (pure). */
export function filterSearch(fields: Iterable<[string, string]>): string {
  const params = new URLSearchParams();
  for (const [name, value] of fields) {
    if (value === '') continue;
    if (name === 'filter') {
      const [kind, code] = value.split(':');
      if (code && kind === 'skill') params.set('skill', code);
      else if (code && kind === 'language') params.set('speaks', code);
    } else params.set(name, value);
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export function installEarlyFilters(doc: Document = document): void {
  doc.addEventListener(
    'change',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLSelectElement || target instanceof HTMLInputElement)) return;
      // The app filters in place once React has hydrated the field (earlyClicks.ts, isHydrated).
      if (isAppReady() && isHydrated(target)) return;
      const form = target.form;
      if (!form?.hasAttribute('data-early-filters')) return;
      const fields = [...new FormData(form)].map(([name, value]): [string, string] => [name, String(value)]);
      window.location.assign(`${form.getAttribute('action') ?? window.location.pathname}${filterSearch(fields)}`);
    },
    true,
  );
}
