import { FilterCheckbox } from './FilterCheckbox';
import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Link } from '@/site/lib/links';
import { countries, countryFromQuery, countryName } from '@/lib/countries';
import { experienceLevels, isExperienceLevel } from '@/lib/experience';
import { useLanguage } from '@/i18n/useLanguage';
import { isMaidPageType, maidPageTypes } from '../model';
import type { MaidsFilters } from '../staffQuery';
import { activeFilterCount, maidsSkills, withMaidsType, type StaffLayout } from '../urlFilters';
import { FilterSelect } from './FilterSelect';
import { FactFilterFields } from './FactFilterFields';
import { earlyFilters } from '@/site/early/contract';

export interface FilterPanelProps {
  filters: MaidsFilters;
  layout: StaffLayout;
  onChange: (filters: MaidsFilters) => void;
}

/**
 * The maids page filters: type, country, experience level, skills, languages, age, available now and
 * transfer of services, with a Clear button.
 * A side panel on wide screens; below 768px it collapses behind a toggle button.
 */
export function FilterPanel({ filters, layout, onChange }: FilterPanelProps) {
  const { pathname } = useLocation();
  const { t } = useTranslation('public');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const id = useId();
  const panelId = `${id}-panel`;
  const count = activeFilterCount(filters);

  return (
    <aside className="staff-filters" aria-labelledby={`${id}-title`}>
      {/* A plain GET form (the URL is the state): before the app runs, a change submits it
          (site/early/earlyFilters.ts) and the server renders the list; without JavaScript its button does.
          With the app, each change filters in place. */}
      <form
        method="get"
        action={pathname}
        {...earlyFilters()}
        onSubmit={(event) => event.preventDefault()}
        className="staff-filters__form"
      >
        <input type="hidden" name="lang" value={language} />
        {layout === 'list' ? <input type="hidden" name="view" value="list" /> : null}
        <button
          type="button"
          className="staff-button staff-filters__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? t('staff.filters.hide') : t('staff.filters.show')}
          {count > 0 ? ` (${count})` : ''}
        </button>
        <div id={panelId} className="staff-filters__panel" data-open={open}>
          <div className="staff-filters__header">
            <h2 id={`${id}-title`} className="staff-filters__title">
              {t('staff.filters.title')}
            </h2>
            {count > 0 ? (
              <Link
                to={layout === 'list' ? `${pathname}?view=list` : pathname}
                className="staff-link-button"
                onClick={(event) => {
                  event.preventDefault();
                  onChange({});
                }}
                data-testid="filters-clear"
              >
                {t('staff.filters.clear')}
              </Link>
            ) : null}
          </div>
          <FilterSelect
            label={t('staff.filters.type')}
            value={filters.type ?? ''}
            anyLabel={t('staff.filters.allTypes')}
            options={maidPageTypes.map((type) => ({ value: type, label: t(`staff.type.${type}`) }))}
            name="type"
            testId="filter-type"
            onChange={(value) => onChange(withMaidsType(filters, isMaidPageType(value) ? value : undefined))}
          />
          <FilterSelect
            label={t('staff.filters.country')}
            value={filters.country ?? ''}
            anyLabel={t('staff.filters.allCountries')}
            options={countries.map((country) => ({ value: country.code, label: countryName(country, language) }))}
            name="country"
            testId="filter-country"
            onChange={(value) => onChange({ ...filters, country: countryFromQuery(value)?.code })}
          />
          <FilterSelect
            label={t('staff.filters.experience')}
            value={filters.experience ?? ''}
            anyLabel={t('staff.filters.any')}
            options={experienceLevels.map((level) => ({ value: level, label: t(`staff.experience.${level}`) }))}
            name="experience"
            testId="filter-experience"
            onChange={(value) => onChange({ ...filters, experience: isExperienceLevel(value) ? value : undefined })}
          />
          <FactFilterFields
            value={filters}
            skills={maidsSkills(filters.type)}
            onChange={(facts) =>
              onChange({
                ...facts,
                type: filters.type,
                country: filters.country,
                experience: filters.experience,
                transferable: filters.transferable,
              })
            }
          />
          <fieldset className="staff-field staff-field--check">
            <legend>{t('staff.filters.availability')}</legend>
            <FilterCheckbox
              name="transfer"
              value="true"
              checked={filters.transferable === true}
              label={t('staff.filters.transferableOnly')}
              testId="filter-transferable"
              onToggle={(checked) => onChange({ ...filters, transferable: checked || undefined })}
            />
          </fieldset>
          <noscript>
            <button type="submit" className="staff-button staff-button--primary">
              {t('staff.filters.apply')}
            </button>
          </noscript>
        </div>
      </form>
    </aside>
  );
}
