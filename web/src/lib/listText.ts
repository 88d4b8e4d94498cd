import type { Language } from '@household/model';
/** Items of a short list as one line in the page language: the Arabic comma on Arabic pages. */
export function joinList(items: readonly string[], language: Language): string {
  return items.join(language === 'ar' ? '، ' : ', ');
}
