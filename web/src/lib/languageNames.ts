import { staffLanguages, type Language } from '@household/model';

type StaffLanguage = (typeof staffLanguages)[number];

/**
 * The names of the staff languages (model staffLanguages), as Intl.DisplayNames gives them. A table,
 * because the first Intl.DisplayNames of a page loads its locale data: about 30 ms of main thread on
 * a phone, paid on every staff list and worker page. languageNames.test.ts keeps it equal to Intl.
 */
export const staffLanguageNames: Record<StaffLanguage, { en: string; ar: string }> = {
  ar: { en: 'Arabic', ar: 'العربية' },
  en: { en: 'English', ar: 'الإنجليزية' },
  tl: { en: 'Filipino', ar: 'الفلبينية' },
  hi: { en: 'Hindi', ar: 'الهندية' },
  bn: { en: 'Bangla', ar: 'البنغالية' },
  si: { en: 'Sinhala', ar: 'السنهالية' },
  ta: { en: 'Tamil', ar: 'التاميلية' },
  ml: { en: 'Malayalam', ar: 'المالايالامية' },
  am: { en: 'Amharic', ar: 'الأمهرية' },
  om: { en: 'Oromo', ar: 'الأورومية' },
  sw: { en: 'Swahili', ar: 'السواحلية' },
  lg: { en: 'Ganda', ar: 'الغاندا' },
  ur: { en: 'Urdu', ar: 'الأوردية' },
  ne: { en: 'Nepali', ar: 'النيبالية' },
  id: { en: 'Indonesian', ar: 'الإندونيسية' },
};

const displayNames = new Map<string, Intl.DisplayNames | null>();

/** One Intl.DisplayNames per page language, for a code outside the table (older data). */
function namesIn(language: Language): Intl.DisplayNames | null {
  if (!displayNames.has(language)) {
    try {
      displayNames.set(language, new Intl.DisplayNames([language], { type: 'language' }));
    } catch {
      displayNames.set(language, null);
    }
  }
  return displayNames.get(language) ?? null;
}

/** A language code's name in the page language, the code itself when unknown. */
export function languageLabel(code: string, language: Language): string {
  if (Object.hasOwn(staffLanguageNames, code)) return staffLanguageNames[code as StaffLanguage][language];
  try {
    return namesIn(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The staff languages in alphabetical order of their names in each page language. Written out, like
 * the names: the first Intl.Collator for Arabic loads its collation data, about 50 ms of main thread
 * on a phone during a staff list's hydration. languageNames.test.ts keeps it equal to Intl.Collator's order.
 */
export const staffLanguageOrder: Record<Language, readonly StaffLanguage[]> = {
  en: ['am', 'ar', 'bn', 'en', 'tl', 'lg', 'hi', 'id', 'ml', 'ne', 'om', 'si', 'sw', 'ta', 'ur'],
  ar: ['am', 'en', 'id', 'ur', 'om', 'bn', 'ta', 'si', 'sw', 'ar', 'lg', 'tl', 'ml', 'ne', 'hi'],
};

/** The staff languages with their names, in the page language's alphabetical order. */
export function staffLanguagesByName(language: Language): ReadonlyArray<{ code: StaffLanguage; label: string }> {
  return staffLanguageOrder[language].map((code) => ({ code, label: staffLanguageNames[code][language] }));
}
