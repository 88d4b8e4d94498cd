import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { emergencyPhone } from '@/lib/officeFacts';
import { contentList, listNumbers } from '@/lib/content/contentLists';
import { pickContent } from '@/lib/content/contentText';
import { useContentSection } from '@/lib/content/useContentSection';
import { AlertIcon, ClockIcon, PhoneIcon, WhatsAppIcon } from '@/components/icons';
import { PageHeader } from '@/components/PageHeader';
import './infoPages.css';
import { NewTabLink } from '@/components/NewTabLink';

const responseTimes = [
  ['critical', 'criticalTime'],
  ['general', 'generalTime'],
  ['inquiries', 'inquiriesTime'],
] as const;

/** Emergency support: call 911 first, hotline, WhatsApp Now, response times and issue lists. */
export function EmergencySupportPage() {
  const { t, i18n } = useTranslation('public');
  const language = useLanguage();
  const { items } = useContentSection('emergency');
  const { settings } = useSiteSettings();
  // An item the office added has no built-in text: blank until written, and a blank item is not shown.
  const text = (key: string) =>
    pickContent(items, key, language, i18n.exists(`public:emergency.${key}`) ? t(`emergency.${key}`) : '');
  const listed = (id: 'critical' | 'general') =>
    listNumbers(contentList(id), items).filter((n) => text(`${id}${n}`) !== '');
  // The hotline the office set for emergencies, else its general phone. No placeholder contact data:
  // without a configured number the hotline line and buttons hide.
  const phone = emergencyPhone(settings);
  const chatLink = whatsAppLinkFromSettings(settings, text('whatsappMessage'));
  usePageMeta({
    title: text('title'),
    description: t('meta.emergencyDescription'),
    keywords: t('meta.keywords'),
    path: '/emergency-support',
  });

  return (
    <>
      <PageHeader title={text('title')} subtitle={text('subtitle')} />
      <div className="container section info-stack">
        <div className="alert alert--danger" role="note" data-testid="emergency-alert">
          <AlertIcon size={28} />
          <div>
            <h2 className="alert__title">{text('alertTitle')}</h2>
            <p>{text('alertText')}</p>
          </div>
        </div>
        <div className="grid">
          <section className="card" aria-labelledby="hotline-title">
            <h2 id="hotline-title">{text('hotlineTitle')}</h2>
            {phone ? (
              <p className="hotline">
                <PhoneIcon />
                <span>{t('emergency.hotlineText', { phone: '\u2068' + phone + '\u2069' })}</span>
              </p>
            ) : null}
            <div className="button-row">
              {chatLink ? (
                <NewTabLink className="btn btn--whatsapp" href={chatLink} testId="emergency-whatsapp" announce>
                  <WhatsAppIcon size={20} />
                  {t('emergency.whatsappNow')}
                </NewTabLink>
              ) : null}
              {phone ? (
                <a className="btn" href={`tel:${phone.replace(/[^\d+]/g, '')}`} data-testid="emergency-phone">
                  <PhoneIcon />
                  <bdi dir="ltr">{phone}</bdi>
                </a>
              ) : null}
            </div>
          </section>
          <section className="card" aria-labelledby="response-title">
            <h2 id="response-title">{text('responseTitle')}</h2>
            <dl className="response-times">
              {responseTimes.map(([label, time]) => (
                <div key={label}>
                  <dt>
                    <ClockIcon size={18} /> {text(label)}
                  </dt>
                  <dd>{text(time)}</dd>
                </div>
              ))}
            </dl>
          </section>
        </div>
        <div className="grid">
          <section className="card" aria-labelledby="critical-title">
            <h2 id="critical-title">{text('criticalListTitle')}</h2>
            <ul className="check-list">
              {listed('critical').map((n) => (
                <li key={n}>{text(`critical${n}`)}</li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="general-title">
            <h2 id="general-title">{text('generalListTitle')}</h2>
            <ul className="check-list">
              {listed('general').map((n) => (
                <li key={n}>{text(`general${n}`)}</li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </>
  );
}
