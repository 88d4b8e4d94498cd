import { useTranslation } from 'react-i18next';
import { countryByCode, countryName } from '@/lib/countries';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useLanguage } from '@/i18n/useLanguage';
import { FilterPanel } from './components/FilterPanel';
import { StaffCard, StaffContactButton } from './components/StaffCard';
import { NoMatchingStaff, StaffIntro } from './components/StaffPageParts';
import { StaffResults } from './components/StaffResults';
import { maidsQuery, type MaidsFilters, listPages, withListPages } from './staffQuery';
import { parseLayout, parseMaidsFilters, withLayout, withMaidsFilters, type StaffLayout } from './urlFilters';
import { useAddressState } from './useAddressState';
import { useStaffList } from './useStaffList';
import './staff.css';

/** /maids-resume: domestic workers, cleaners and nannies with filters kept in the URL. */
export function MaidsPage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const [params, go] = useAddressState();
  const filters = parseMaidsFilters(params);
  const layout = parseLayout(params);
  const list = useStaffList(withListPages(maidsQuery(filters), listPages(params)));

  const country = countryByCode(filters.country);
  const title = country
    ? t('staff.maids.titleCountry', { country: countryName(country, language) })
    : filters.transferable
      ? t('staff.maids.titleTransfer')
      : t('staff.maids.title');

  usePageMeta({ title, description: t('staff.maids.subtitle'), path: '/maids-resume' });

  const setFilters = (next: MaidsFilters) => go(withMaidsFilters(params, next));
  const setLayout = (next: StaffLayout) => go(withLayout(params, next));

  return (
    <div className="staff-page">
      <StaffIntro title={title} subtitle={t('staff.maids.subtitle')} />
      <div className="staff-body">
        <FilterPanel filters={filters} layout={layout} onChange={setFilters} />
        <section className="staff-main" aria-label={title}>
          <div className="staff-toolbar">
            <div className="staff-layout-toggle" role="group" aria-label={t('staff.list.layout')}>
              {(['grid', 'list'] as const).map((option) => (
                <button
                  key={option}
                  type="button"
                  className="staff-button"
                  aria-pressed={layout === option}
                  data-testid={`layout-${option}`}
                  onClick={() => setLayout(option)}
                >
                  {t(`staff.list.${option}`)}
                </button>
              ))}
            </div>
          </div>
          <StaffResults
            list={list}
            layout={layout}
            renderCard={(staff, index) => (
              <StaffCard key={staff.id} staff={staff} index={index} actions={<StaffContactButton staff={staff} />} />
            )}
            empty={<NoMatchingStaff onClear={() => setFilters({})} />}
          />
        </section>
      </div>
    </div>
  );
}
