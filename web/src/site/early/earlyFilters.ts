/**
 * The staff filters are a plain `<form method="get">` (data-early-filters): before the app has hydrated
 * the page, a changed select or box loads the filtered list's address at once, so the server renders it as
 * the app would have shown it. The address is the one the app writes (site/staff/urlFilters.ts): empty
 * fields are left out, the skill and language boxes become `skills=a,b` / `languages=a,b` and the two age
 * fields `age=25-40`. Without JavaScript the form's own button submits it as it is, which the server reads too.
 * After hydration the app filters in place (site/staff/components/FilterPanel.tsx).
 */
import { maxWorkerAge, minWorkerAge, toAsciiDigits } from '@household/model';
import { isAppReady } from './earlyClicks';
import { earlyAttributes } from './contract';
import { isHydrated } from './hydrated';

/** Checkbox groups the form submits as repeated parameters; the app's address joins them with commas. */
const listFields = new Set(['skills', 'languages']);

/** The query string the app would write for the form's fields (pure; the server validates every value). */
export function filterSearch(fields: Iterable<[string, string]>): string {
  const params = new URLSearchParams();
  const lists = new Map<string, string[]>();
  let ageFrom = '';
  let ageTo = '';
  for (const [name, raw] of fields) {
    const value = raw.trim();
    if (value === '') continue;
    if (listFields.has(name)) lists.set(name, [...(lists.get(name) ?? []), value]);
    else if (name === 'ageFrom') ageFrom = toAsciiDigits(value);
    else if (name === 'ageTo') ageTo = toAsciiDigits(value);
    else if (name === 'filter') {
      // The combined select of older pages (`filter=skill:x`), read as the lists it stands for.
      const [kind, code] = value.split(':');
      if (code && kind === 'skill') lists.set('skills', [...(lists.get('skills') ?? []), code]);
      else if (code && kind === 'language') lists.set('languages', [...(lists.get('languages') ?? []), code]);
    } else params.set(name, value);
  }
  for (const [name, values] of lists) params.set(name, [...new Set(values)].join(','));
  if (ageFrom || ageTo) params.set('age', `${ageFrom || minWorkerAge}-${ageTo || maxWorkerAge}`);
  const search = params.toString().replace(/%2C/gi, ',');
  return search ? `?${search}` : '';
}

export function installEarlyFilters(doc: Document = document): void {
  doc.addEventListener(
    'change',
    (event) => {
      const target = event.target;
      if (!(target instanceof HTMLSelectElement || target instanceof HTMLInputElement)) return;
      // The app filters in place once React has committed the field (hydrated.ts).
      if (isAppReady() && isHydrated(target)) return;
      const form = target.form;
      if (!form?.hasAttribute(earlyAttributes.filters)) return;
      const fields = [...new FormData(form)].map(([name, value]): [string, string] => [name, String(value)]);
      window.location.assign(`${form.getAttribute('action') ?? window.location.pathname}${filterSearch(fields)}`);
    },
    true,
  );
}
