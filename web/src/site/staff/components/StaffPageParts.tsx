import { useTranslation } from 'react-i18next';

/** The heading and introduction of a public staff list page. */
export function StaffIntro({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <header className="staff-intro">
      <h1 data-testid="staff-title">{title}</h1>
      <p>{subtitle}</p>
    </header>
  );
}

/** The empty state of a filtered list: nothing matches, with a button that clears every filter. */
export function NoMatchingStaff({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation('public');
  return (
    <div className="staff-empty" data-testid="staff-empty">
      <h2>{t('staff.list.noResults')}</h2>
      <p>{t('staff.list.noResultsHint')}</p>
      <button type="button" className="staff-button staff-button--primary" onClick={onClear}>
        {t('staff.list.clearAll')}
      </button>
    </div>
  );
}
