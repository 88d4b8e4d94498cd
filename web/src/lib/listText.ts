/** Items of a short list as one line in the page language: the Arabic comma on Arabic pages. */
export function joinList(items: readonly string[], language: 'en' | 'ar'): string {
  return items.join(language === 'ar' ? '، ' : ', ');
}
