import type { Language } from './language.ts';
import type { CountryCode } from './common.ts';

/** A country of origin: its code and its name in both languages (the flag is drawn from the code). */
export interface Country {
  code: CountryCode;
  nameEn: string;
  nameAr: string;
}

/** The one list of countries, in display order (cards, profiles, filters, pre-rendered pages, admin). */
export const countries: readonly Country[] = [
  { code: 'PH', nameEn: 'Philippines', nameAr: 'الفلبين' },
  { code: 'IN', nameEn: 'India', nameAr: 'الهند' },
  { code: 'BD', nameEn: 'Bangladesh', nameAr: 'بنغلاديش' },
  { code: 'LK', nameEn: 'Sri Lanka', nameAr: 'سريلانكا' },
  { code: 'ET', nameEn: 'Ethiopia', nameAr: 'إثيوبيا' },
  { code: 'KE', nameEn: 'Kenya', nameAr: 'كينيا' },
  { code: 'UG', nameEn: 'Uganda', nameAr: 'أوغندا' },
];

export function countryByCode(code: string | null | undefined): Country | undefined {
  return countries.find((country) => country.code === code);
}

export function countryName(country: Country, language: Language): string {
  return language === 'ar' ? country.nameAr : country.nameEn;
}
