import { Link } from '@/site/lib/links';
import { useTranslation } from 'react-i18next';
import { MailIcon, PhoneIcon, PinIcon } from '@/components/icons';
import { useLanguage } from '@/i18n/useLanguage';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { officeAddress, officeHours, officeMapUrl, officePhone } from '@/lib/officeFacts';

/** Public footer: about text, services, information, contact, licence, copyright. */
export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { settings } = useSiteSettings();
  const about = (language === 'ar' ? settings.companyAboutAr : settings.companyAboutEn) ?? t('footer.aboutFallback');
  // No placeholder contact data: a line without a configured value is not shown.
  const phone = officePhone(settings);
  const email = settings.companyEmail;
  const address = officeAddress(settings, language);
  const hours = officeHours(settings, language);
  const mapUrl = officeMapUrl(settings);
  const year = new Date().getFullYear();

  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__title">
            {t('footer.aboutTitle')}
          </h2>
          <p className="site-footer__about">{about}</p>
          {settings.licenseNumber ? (
            <p className="site-footer__license" data-testid="license-number">
              {t('footer.license')} <bdi>{settings.licenseNumber}</bdi>
            </p>
          ) : null}
        </section>
        <nav aria-labelledby="footer-services">
          <h2 id="footer-services" className="site-footer__title">
            {t('footer.servicesTitle')}
          </h2>
          <ul>
            <li>
              <Link to="/maids-resume">{t('footer.maids')}</Link>
            </li>
            <li>
              <Link to="/transfer-staff">{t('footer.transfer')}</Link>
            </li>
            <li>
              <Link to="/drivers-resume">{t('footer.drivers')}</Link>
            </li>
            <li>
              <Link to="/maids-resume">{t('footer.nannies')}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-info">
          <h2 id="footer-info" className="site-footer__title">
            {t('footer.infoTitle')}
          </h2>
          <ul>
            <li>
              <Link to="/ratings">{t('footer.reviews')}</Link>
            </li>
            <li>
              <Link to="/help-center">{t('footer.helpCenter')}</Link>
            </li>
            <li>
              <Link to="/track" data-testid="footer-track">
                {t('footer.track')}
              </Link>
            </li>
            <li>
              <Link to="/recruitment-process">{t('footer.recruitment')}</Link>
            </li>
            <li>
              <Link to="/costs" data-testid="footer-costs">
                {t('footer.costs')}
              </Link>
            </li>
            <li>
              <Link to="/about-us">{t('footer.aboutUs')}</Link>
            </li>
            <li>
              <Link to="/terms-of-service">{t('footer.terms')}</Link>
            </li>
          </ul>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="site-footer__title">
            {t('footer.contactTitle')}
          </h2>
          <ul className="site-footer__contact">
            {phone ? (
              <li>
                <PhoneIcon size={18} />
                <span className="visually-hidden">{t('footer.phone')}</span>
                <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                  {phone}
                </a>
              </li>
            ) : null}
            {email ? (
              <li>
                <MailIcon size={18} />
                <span className="visually-hidden">{t('footer.email')}</span>
                <a href={`mailto:${email}`}>{email}</a>
              </li>
            ) : null}
            {settings.hotline ? (
              <li>
                <PhoneIcon size={18} />
                <span>{t('footer.hotline')}:</span>{' '}
                <a href={`tel:${settings.hotline.replace(/[^\d+]/g, '')}`} dir="ltr" data-testid="footer-hotline">
                  {settings.hotline}
                </a>
              </li>
            ) : null}
            <li>
              <PinIcon size={18} />
              <span className="visually-hidden">{t('footer.location')}</span>
              <span data-testid="footer-address">{address ?? t('footer.locationValue')}</span>
              {mapUrl ? (
                <>
                  {' '}
                  <a href={mapUrl} target="_blank" rel="noopener noreferrer" data-testid="footer-map">
                    {t('footer.map')}
                  </a>
                </>
              ) : null}
            </li>
            {hours ? (
              <li data-testid="footer-hours">
                <span>{t('footer.hours')}:</span> <span>{hours}</span>
              </li>
            ) : null}
          </ul>
        </section>
      </div>
      <div className="site-footer__bottom">
        <div className="container site-footer__bottom-inner">
          <p>
            © {year} {t('brand.name')}. {t('footer.rights')}
          </p>
          <nav aria-label={t('footer.legal')}>
            <Link to="/privacy-policy">{t('footer.privacy')}</Link>
            <Link to="/terms-of-service">{t('footer.terms')}</Link>
          </nav>
        </div>
      </div>
    </footer>
  );
}
