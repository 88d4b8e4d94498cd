import { Link } from '@/site/lib/links';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { contentList, listNumbers } from '@/lib/content/contentLists';
import { pickContent } from '@/lib/content/contentText';
import { useContentSection } from '@/lib/content/useContentSection';
import { WhatsAppIcon } from '@/components/icons';
import { PageHeader } from '@/components/PageHeader';
import './infoPages.css';
import { NewTabLink } from '@/components/NewTabLink';

const services = ['cleaning', 'childcare', 'household'] as const;

/** Help center: the FAQ entries of the content (the office adds more in the admin), direct support, live chat (WhatsApp) and service information. */
export function HelpCenterPage() {
  const { t, i18n } = useTranslation('public');
  const language = useLanguage();
  const { items } = useContentSection('help');
  const { settings } = useSiteSettings();
  // An entry the office added has no built-in text: blank until written, and a blank entry is not shown.
  const text = (key: string) =>
    pickContent(items, key, language, i18n.exists(`public:help.${key}`) ? t(`help.${key}`) : '');
  const faqs = listNumbers(contentList('faq'), items).filter((n) => text(`faq${n}Question`) !== '');
  usePageMeta({
    title: text('title'),
    description: t('meta.helpDescription'),
    keywords: t('meta.keywords'),
    path: '/help-center',
  });

  // No WhatsApp number set: no live-chat button (a link to nowhere is worse than none).
  const liveChatHref = whatsAppLinkFromSettings(settings, t('help.liveChatMessage'));

  return (
    <>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      <div className="container section info-stack">
        <section aria-labelledby="faq-title">
          <h2 id="faq-title">{text('faqTitle')}</h2>
          <div className="faq">
            {faqs.map((n) => (
              <details key={n} className="card faq__item">
                <summary>{text(`faq${n}Question`)}</summary>
                <p>{text(`faq${n}Answer`)}</p>
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
              {liveChatHref ? (
                <NewTabLink className="btn btn--whatsapp" href={liveChatHref} testId="live-chat" announce>
                  <WhatsAppIcon size={20} />
                  {t('help.liveChat')}
                </NewTabLink>
              ) : null}
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
