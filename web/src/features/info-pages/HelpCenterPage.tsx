import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { pickContent } from '@/lib/content/contentText';
import { useContentSection } from '@/lib/content/useContentSection';
import { WhatsAppIcon } from '@/components/icons';
import { PageHeader } from '@/components/PageHeader';
import './infoPages.css';

const faqs = ['faq1', 'faq2'] as const;
const services = ['cleaning', 'childcare', 'household'] as const;

/** Help center: two FAQ entries, direct support, live chat (WhatsApp) and service information. */
export function HelpCenterPage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { items } = useContentSection('help');
  const { settings } = useSiteSettings();
  const text = (key: string) => pickContent(items, key, language, t(`help.${key}`));
  usePageMeta({ title: text('title'), description: t('meta.helpDescription'), keywords: t('meta.keywords'), path: '/help-center' });

  return (
    <>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      <div className="container section info-stack">
        <section aria-labelledby="faq-title">
          <h2 id="faq-title">{text('faqTitle')}</h2>
          <div className="faq">
            {faqs.map((faq) => (
              <details key={faq} className="card faq__item">
                <summary>{text(`${faq}Question`)}</summary>
                <p>{text(`${faq}Answer`)}</p>
              </details>
            ))}
          </div>
        </section>
        <div className="grid">
          <section className="card" aria-labelledby="direct-title">
            <h2 id="direct-title">{text('directTitle')}</h2>
            <p className="muted">{text('directText')}</p>
            <div className="button-row">
              <Link className="btn btn--primary" to="/contact">
                {t('help.contactLink')}
              </Link>
              <a
                className="btn btn--whatsapp"
                href={whatsAppLinkFromSettings(settings, t('help.liveChatMessage'))}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="live-chat"
              >
                <WhatsAppIcon size={20} />
                {t('help.liveChat')}
                <span className="visually-hidden"> {t('common:newTab')}</span>
              </a>
            </div>
            <p>
              <Link to="/emergency-support">{t('help.emergencyLink')}</Link>
            </p>
          </section>
        </div>
        <section aria-labelledby="help-services-title">
          <h2 id="help-services-title">{text('servicesTitle')}</h2>
          <div className="grid">
            {services.map((service) => (
              <article key={service} className="card">
                <h3>{text(`${service}Title`)}</h3>
                <p className="muted">{text(`${service}Text`)}</p>
              </article>
            ))}
          </div>
        </section>
      </div>
    </>
  );
}
