/** A language code's name in the page language (Intl), the code itself when unknown. */
export function languageLabel(code: string, language: 'en' | 'ar'): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
