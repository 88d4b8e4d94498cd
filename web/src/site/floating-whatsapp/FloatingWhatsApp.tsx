import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { WhatsAppIcon } from '@/components/icons';
import './floatingWhatsApp.css';

/**
 * The floating WhatsApp chat button on every public page, in a landmark of its own (so every part of the
 * page belongs to one). It must stay outside the footer: the footer's `content-visibility: auto` makes it
 * the containing block of a fixed element, which then shows only once the visitor scrolls to the footer.
 */
export function FloatingWhatsApp() {
  const { t } = useTranslation();
  const { settings } = useSiteSettings();
  const href = whatsAppLinkFromSettings(settings, t('whatsapp.defaultMessage'));
  if (!href) return null;
  return (
    <aside aria-label={t('whatsapp.landmark')}>
      <a
        className="wa-fab"
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`${t('whatsapp.buttonLabel')} ${t('newTab')}`}
        title={t('whatsapp.buttonLabel')}
        data-testid="whatsapp-fab"
      >
        <WhatsAppIcon size={30} />
      </a>
    </aside>
  );
}
