import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { useLanguage } from '@/i18n/useLanguage';
import { StaffCard, WhatsAppButton } from './components/StaffCard';
import { StaffIntro } from './components/StaffPageParts';
import { StaffResults } from './components/StaffResults';
import { driverSpecialties, driverSpecialtiesOf, type DriverSpecialty } from './driverSpecialties';
import { driversQuery, listPages, withListPages } from './staffQuery';
import { parseSpecialty, withSpecialty } from './urlFilters';
import { useAddressState } from './useAddressState';
import { useStaffList } from './useStaffList';
import './staff.css';
import { joinList } from '@/lib/listText';

/** /drivers-resume: active drivers, filterable by specialty (the skills the office set, see driverSpecialties.ts). */
export function DriversPage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { settings } = useSiteSettings();
  const [params, go] = useAddressState();
  const specialty = parseSpecialty(params);
  const list = useStaffList(withListPages(driversQuery(specialty), listPages(params)));

  usePageMeta({ title: t('staff.drivers.title'), description: t('staff.drivers.subtitle'), path: '/drivers-resume' });

  const choose = (next: DriverSpecialty | undefined) => go(withSpecialty(params, next));
  const options: (DriverSpecialty | undefined)[] = [undefined, ...driverSpecialties];

  return (
    <div className="staff-page">
      <StaffIntro title={t('staff.drivers.title')} subtitle={t('staff.drivers.subtitle')} />
      <div className="staff-chips" role="group" aria-label={t('staff.drivers.filterLabel')}>
        {options.map((option) => (
          <button
            key={option ?? 'all'}
            type="button"
            className="staff-chip"
            aria-pressed={specialty === option}
            data-testid={`specialty-${option ?? 'all'}`}
            onClick={() => choose(option)}
          >
            {option ? t(`staff.drivers.specialty.${option}`) : t('staff.drivers.all')}
          </button>
        ))}
      </div>
      <section className="staff-main staff-main--full" aria-label={t('staff.drivers.title')}>
        <StaffResults
          list={list}
          renderCard={(driver, index) => {
            const specialties = driverSpecialtiesOf(driver);
            const chatAbout = (messageKey: string) =>
              whatsAppLinkFromSettings(settings, t(messageKey, { refCode: driver.refCode }));
            return (
              <StaffCard
                key={driver.id}
                staff={driver}
                index={index}
                extra={
                  <p className="staff-card__specialties" data-testid="driver-specialties">
                    <strong>{t('staff.drivers.specialties')}:</strong>{' '}
                    {specialties.length > 0
                      ? joinList(
                          specialties.map((s) => t(`staff.drivers.specialty.${s}`)),
                          language,
                        )
                      : t('staff.drivers.generalDriving')}
                  </p>
                }
                actions={
                  <>
                    <WhatsAppButton
                      primary
                      testId="staff-contact"
                      label={t('staff.card.contact')}
                      hiddenLabel={driver.refCode}
                      href={chatAbout('staff.whatsapp.aboutDriver')}
                    />
                    <WhatsAppButton
                      testId="staff-message"
                      label={t('staff.card.sendMessage')}
                      hiddenLabel={driver.refCode}
                      href={chatAbout('staff.whatsapp.messageDriver')}
                    />
                  </>
                }
              />
            );
          }}
          empty={
            <div className="staff-empty" data-testid="staff-empty">
              <h2>{t('staff.list.noResults')}</h2>
              <p>{t('staff.drivers.empty')}</p>
              {specialty && (
                <button type="button" className="staff-button staff-button--primary" onClick={() => choose(undefined)}>
                  {t('staff.drivers.all')}
                </button>
              )}
            </div>
          }
        />
      </section>
      <section className="staff-cta" aria-labelledby="drivers-cta-title">
        <h2 id="drivers-cta-title">{t('staff.drivers.noMatchTitle')}</h2>
        <p>{t('staff.drivers.noMatchText')}</p>
        <div className="staff-cta__actions">
          <WhatsAppButton
            primary
            testId="drivers-custom-match"
            label={t('staff.drivers.customMatch')}
            href={whatsAppLinkFromSettings(settings, t('staff.whatsapp.customDriver'))}
          />
          <WhatsAppButton
            testId="drivers-interview"
            label={t('staff.drivers.interview')}
            href={whatsAppLinkFromSettings(settings, t('staff.whatsapp.driverInterview'))}
          />
        </div>
      </section>
    </div>
  );
}
