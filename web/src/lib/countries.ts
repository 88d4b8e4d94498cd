/** The seven countries of origin, in display order. */
import { countryCodes, type CountryCode } from '@household/model';

export { countryCodes, type CountryCode };

export interface Country {
  code: CountryCode;
  nameEn: string;
  nameAr: string;
  flag: string;
}

export const countries: readonly Country[] = [
  { code: 'PH', nameEn: 'Philippines', nameAr: 'الفلبين', flag: '🇵🇭' },
  { code: 'IN', nameEn: 'India', nameAr: 'الهند', flag: '🇮🇳' },
  { code: 'BD', nameEn: 'Bangladesh', nameAr: 'بنغلاديش', flag: '🇧🇩' },
  { code: 'LK', nameEn: 'Sri Lanka', nameAr: 'سريلانكا', flag: '🇱🇰' },
  { code: 'ET', nameEn: 'Ethiopia', nameAr: 'إثيوبيا', flag: '🇪🇹' },
  { code: 'KE', nameEn: 'Kenya', nameAr: 'كينيا', flag: '🇰🇪' },
  { code: 'UG', nameEn: 'Uganda', nameAr: 'أوغندا', flag: '🇺🇬' },
];

export function isCountryCode(value: unknown): value is CountryCode {
  return typeof value === 'string' && (countryCodes as readonly string[]).includes(value);
}

export function countryByCode(code: string | null | undefined): Country | undefined {
  return countries.find((country) => country.code === code);
}

/** The `?country=` query carries the English name; codes are accepted too. */
export function countryFromQuery(value: string | null | undefined): Country | undefined {
  if (!value) return undefined;
  const wanted = value.trim().toLowerCase();
  return countries.find((country) => country.nameEn.toLowerCase() === wanted || country.code.toLowerCase() === wanted);
}

export function countryName(country: Country, language: 'en' | 'ar'): string {
  return language === 'ar' ? country.nameAr : country.nameEn;
}
