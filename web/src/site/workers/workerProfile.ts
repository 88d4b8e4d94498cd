/** Pure helpers of the public worker profile (docs/architecture.md#data-model), unit tested. */

const wordPattern = /^[A-Za-z][A-Za-z0-9_-]{0,29}$/;
const languagePattern = /^[a-z]{2,3}$/;

/** Skills or language codes from stored data: strings of the expected shape, no duplicates, at most 20. */
export function cleanCodes(value: unknown, kind: 'skill' | 'language'): string[] {
  if (!Array.isArray(value)) return [];
  const pattern = kind === 'skill' ? wordPattern : languagePattern;
  return [...new Set(value.filter((item): item is string => typeof item === 'string' && pattern.test(item)))].slice(
    0,
    20,
  );
}

/** The Reserved rule lives in lib (the staff cards use it too). */
export { isReserved } from '@/lib/reservation';

/** Route parameter to refCode: upper case, trimmed; null when it cannot be one (no lookup is made). */
export function refCodeFromParam(param: string | undefined): string | null {
  const value = (param ?? '').trim().toUpperCase();
  return /^[A-Z]{2}-[0-9]{4}$/.test(value) ? value : null;
}

/** The profile's public address (used by the share buttons). */
export function profileUrl(origin: string, refCode: string, language: 'en' | 'ar'): string {
  const url = new URL(`/workers/${encodeURIComponent(refCode)}`, origin);
  url.searchParams.set('lang', language);
  return url.toString();
}
