/** The countries of origin live in the model (one source); the pages share them from here. */
import { countries, countryCodes, type CountryCode } from '@household/model';

export { countries, countryByCode, countryName, countryCodes, type Country, type CountryCode } from '@household/model';

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

/** The `?country=` query carries the English name; codes are accepted too. */
export function countryFromQuery(value: string | null | undefined) {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase();
  return countries.find((country) => country.nameEn.toLowerCase() === wanted || country.code.toLowerCase() === wanted);
}
