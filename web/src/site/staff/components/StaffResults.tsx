import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { hasOfficeLicence } from '@/lib/officeLicence';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import type { PublicStaffEntry } from '@household/model';
import { nextPageSearch } from '../staffQuery';
import type { StaffListState } from '../useStaffList';
import type { StaffLayout } from '../urlFilters';
import { StaffSkeletons } from './StaffCard';

export interface StaffResultsProps {
  list: StaffListState;
  layout?: StaffLayout;
  /** Show the 'Showing N of M staff members' line. */
  showCount?: boolean;
  renderCard: (staff: PublicStaffEntry, index: number) => ReactNode;
  /** Shown when the (successful) query matched nobody. */
  empty: ReactNode;
}

/** Count line, cards (grid or list), Load more, and the loading/empty/failed states of a staff list. */
export function StaffResults({ list, layout = 'grid', showCount = true, renderCard, empty }: StaffResultsProps) {
  const { t } = useTranslation('public');
  const site = useSiteSettings();
  const [params] = useSearchParams();

  if (list.loading || site.loading) return <StaffSkeletons />;

  // No staff list without the office licence number (advertising rules, docs/architecture.md#trust-rules).
  if (!hasOfficeLicence(site.settings)) {
    return (
      <div className="staff-empty" data-testid="staff-unlicensed">
        <p>{t('trust.listsUnavailable')}</p>
      </div>
    );
  }

  if (list.failed && list.items.length === 0) {
    return (
      <div className="staff-empty" data-testid="staff-failed">
        <p>{t('staff.list.failed')}</p>
        <button type="button" className="staff-button staff-button--primary" onClick={list.retry}>
          {t('staff.list.retry')}
        </button>
      </div>
    );
  }

  if (list.items.length === 0) return <>{empty}</>;

  return (
    <>
      {showCount && (
        <p className="staff-count" role="status" data-testid="staff-count">
          {list.total !== null
            ? t('staff.list.showing', { shown: list.items.length, total: list.total })
            : t('staff.list.showingUnknown', { shown: list.items.length })}
        </p>
      )}
      <div
        className={layout === 'list' ? 'staff-grid staff-grid--list' : 'staff-grid'}
        data-testid="staff-results"
        data-layout={layout}
      >
        {list.items.map((staff, index) => renderCard(staff, index))}
      </div>
      {list.hasMore && (
        <div className="staff-more">
          {list.moreFailed && (
            <p className="staff-more-failed" role="alert" data-testid="staff-more-failed">
              {t('staff.list.moreFailed')}
            </p>
          )}
          {/* A link to the list with one page more (?page=N, rendered by the server): it works before the
              app has started; the app appends the next page in place instead. */}
          <a
            href={nextPageSearch(params, list.items.length)}
            className="staff-button staff-button--primary"
            data-testid="staff-load-more"
            onClick={(event) => {
              event.preventDefault();
              if (!list.loadingMore) list.loadMore();
            }}
            aria-disabled={list.loadingMore || undefined}
            aria-busy={list.loadingMore}
          >
            {list.loadingMore
              ? t('staff.list.loadingMore')
              : list.moreFailed
                ? t('staff.list.retry')
                : t('staff.list.loadMore')}
          </a>
        </div>
      )}
    </>
  );
}
