import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { transferBadge } from './badges';
import { StaffCard, StaffContactButton, WhatsAppButton } from './components/StaffCard';
import { FactFilterFields } from './components/FactFilterFields';
import { NoMatchingStaff, StaffIntro } from './components/StaffPageParts';
import { StaffResults } from './components/StaffResults';
import { factFilterCount, skillsForTypes } from './skillOrLanguage';
import { transferQuery, type TransferFilters, listPages, withListPages } from './staffQuery';
import { parseTransferFilters, withTransferFilters } from './urlFilters';
import { useAddressState } from './useAddressState';
import { useStaffList } from './useStaffList';
import './staff.css';
import { earlyFilters } from '@/site/early/contract';

const transferSkills = skillsForTypes(['transfer']);

/** /transfer-staff: workers whose services can be transferred (type transfer, active), with the facts filters (skillOrLanguage.ts). */
export function TransferStaffPage() {
  const { t } = useTranslation('public');
  const { settings } = useSiteSettings();
  const [params, go] = useAddressState();
  const language = useLanguage();
  const filters = parseTransferFilters(params);
  const list = useStaffList(withListPages(transferQuery(filters), listPages(params)));
  const setFilters = (next: TransferFilters) => go(withTransferFilters(params, next));
  const ctaLink = whatsAppLinkFromSettings(settings, t('staff.whatsapp.transferPickup'));

  usePageMeta({ title: t('staff.transfer.title'), description: t('staff.transfer.subtitle'), path: '/transfer-staff' });

  return (
    <div className="staff-page">
      <StaffIntro title={t('staff.transfer.title')} subtitle={t('staff.transfer.subtitle')} />
      {/* A plain GET form, as on the maids page (FilterPanel): it works before the app has started. */}
      <form
        method="get"
        action="/transfer-staff"
        {...earlyFilters()}
        className="staff-toolbar staff-toolbar--filters"
        role="search"
        aria-label={t('staff.filters.title')}
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="lang" value={language} />
        <FactFilterFields value={filters} skills={transferSkills} onChange={setFilters} />
        <noscript>
          <button type="submit" className="staff-button staff-button--primary">
            {t('staff.filters.apply')}
          </button>
        </noscript>
      </form>
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
            factFilterCount(filters) > 0 ? (
              <NoMatchingStaff onClear={() => setFilters({})} />
            ) : (
              <div className="staff-empty" data-testid="staff-empty">
                <h2>{t('staff.transfer.empty')}</h2>
                <p>{t('staff.transfer.emptyHint')}</p>
                <WhatsAppButton primary label={t('staff.transfer.contactAgency')} href={ctaLink} />
              </div>
            )
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
