import { useTranslation } from 'react-i18next';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { transferBadge } from './badges';
import { StaffCard, StaffContactButton, WhatsAppButton } from './components/StaffCard';
import { StaffResults } from './components/StaffResults';
import { transferQuery } from './staffQuery';
import { useStaffList } from './useStaffList';
import './staff.css';

const spec = transferQuery();

/** /transfer-staff: workers whose services can be transferred (type transfer, active). */
export function TransferStaffPage() {
  const { t } = useTranslation('public');
  const { settings } = useSiteSettings();
  const list = useStaffList(spec);
  const ctaLink = whatsAppLinkFromSettings(settings, t('staff.whatsapp.transferPickup'));

  usePageMeta({ title: t('staff.transfer.title'), description: t('staff.transfer.subtitle'), path: '/transfer-staff' });

  return (
    <div className="staff-page">
      <header className="staff-intro">
        <h1 data-testid="staff-title">{t('staff.transfer.title')}</h1>
        <p>{t('staff.transfer.subtitle')}</p>
      </header>
      <section className="staff-main staff-main--full" aria-label={t('staff.transfer.title')}>
        <StaffResults
          list={list}
          renderCard={(staff, index) => (
            <StaffCard
              key={staff.id}
              staff={staff}
              index={index}
              badge={
                <span className="staff-badge staff-badge--type" data-testid="staff-badge">
                  {t(`staff.badge.${transferBadge(staff.status)}`)}
                </span>
              }
              actions={<StaffContactButton staff={staff} />}
            />
          )}
          empty={
            <div className="staff-empty" data-testid="staff-empty">
              <h2>{t('staff.transfer.empty')}</h2>
              <p>{t('staff.transfer.emptyHint')}</p>
              <WhatsAppButton primary label={t('staff.transfer.contactAgency')} href={ctaLink} />
            </div>
          }
        />
      </section>
      <section className="staff-cta" aria-labelledby="transfer-cta-title">
        <h2 id="transfer-cta-title">{t('staff.transfer.ctaTitle')}</h2>
        <p>{t('staff.transfer.ctaText')}</p>
        <WhatsAppButton primary testId="transfer-cta" label={t('staff.transfer.ctaButton')} href={ctaLink} />
      </section>
    </div>
  );
}
