import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { PageHeader } from '@/components/PageHeader';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { useLanguage } from '@/i18n/useLanguage';
import { formatOfficeDay } from '@/lib/dates';
import { legalTextDates } from './legalDates';
import './infoPages.css';

/** A static legal page (privacy or terms), with the day its text last changed (legalDates.ts). */
export function LegalPage({ kind, sections, path }: { kind: 'privacy' | 'terms'; sections: number; path: string }) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  // The retention period the policy states is the office's setting (the purge uses the same one).
  const months = t('privacyConsent.months', { count: useSiteSettings().settings.retentionMonths });
  usePageMeta({ title: t(`meta.${kind}Title`), description: t(`meta.${kind}Description`), path });
  return (
    <>
      <PageHeader
        title={t(`${kind}.title`)}
        subtitle={t('legal.updated', { date: formatOfficeDay(legalTextDates[kind].changed, language) })}
      />
      <article className="container section legal">
        <p>{t(`${kind}.intro`)}</p>
        {Array.from({ length: sections }, (_, index) => index + 1).map((n) => (
          <section key={n}>
            <h2>{t(`${kind}.s${n}Title`)}</h2>
            <p>{t(`${kind}.s${n}Text`, { months })}</p>
          </section>
        ))}
      </article>
    </>
  );
}
