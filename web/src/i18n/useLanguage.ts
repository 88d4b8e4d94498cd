import { useTranslation } from 'react-i18next';
import { toLanguage, type Language } from '@household/model';

/** The current UI language as one of ours (Language). */
export function useLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.resolvedLanguage ?? i18n.language);
}
