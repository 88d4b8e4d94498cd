const displayNames = new Map<string, Intl.DisplayNames | null>();

/** One Intl.DisplayNames per page language: constructing one costs about a millisecond on a phone. */
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

/** A language code's name in the page language (Intl), the code itself when unknown. */
export function languageLabel(code: string, language: 'en' | 'ar'): string {
  try {
    return namesIn(language)?.of(code) ?? code;
  } catch {
    return code;
  }
}
