import { staffLanguages } from '@household/model';

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
function namesIn(language: 'en' | 'ar'): Intl.DisplayNames | null {
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
export function languageLabel(code: string, language: 'en' | 'ar'): string {
  if (Object.hasOwn(staffLanguageNames, code)) return staffLanguageNames[code as StaffLanguage][language];
  try {
    return namesIn(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}
