import { toAsciiDigits } from './digits.ts';
/**
 * The staff search key (issue 28): `staff.nameKey` holds the name in one normalised form, so the admin
 * search finds the start of a name whatever its case, accents or Arabic spelling variants. The admin
 * app writes it with every save (form and CSV import); the seed and the backfill script fill it too.
 * Pure; the search box's text goes through the same function before the range query.
 */

const arabicVariants: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ى: 'ي',
  ئ: 'ي',
  ؤ: 'و',
  ة: 'ه',
};

/** Lower case (English rules), Latin accents and Arabic marks and tatweel removed, Arabic letter variants unified, Arabic-Indic digits as ASCII, one space between words. */
export function searchKeyOf(text: string): string {
  return toAsciiDigits(text)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '') // Latin combining accents
    .replace(/[\u064b-\u065f\u0670\u0640]/g, '') // Arabic harakat, dagger alef, tatweel
    .replace(/[أإآٱىئؤة]/g, (letter) => arabicVariants[letter] ?? letter)
    .toLocaleLowerCase('en')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/** `staff.nameKey` for a name. */
export const staffNameKey = (name: string): string => searchKeyOf(name);
