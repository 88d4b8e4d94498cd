import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from './language';

/** The current UI language as one of ours ('en' | 'ar'). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
