/** Pure helpers of the public worker profile (docs/architecture.md#data-model), unit tested. */
import { workerPagePath, type Language } from '@household/model';
import { withLanguage } from '@/lib/seo/languageUrl';

/** The Reserved rule lives in the model (availabilityOf: cards, profile and shortlist share it). */
export { isReserved } from '@household/model';

/** Route parameter to refCode: upper case, trimmed; null when it cannot be one (no lookup is made). */
export function refCodeFromParam(param: string | undefined): string | null {
  const value = (param ?? '').trim().toUpperCase();
  return /^[A-Z]{2}-[0-9]{4}$/.test(value) ? value : null;
}

/** The profile's public address (used by the share buttons). */
export function profileUrl(origin: string, refCode: string, language: Language): string {
  // The same address the page's own links carry (the language in the address, lib/seo/languageUrl.ts).
  return new URL(withLanguage(workerPagePath(refCode), language), origin).toString();
}
