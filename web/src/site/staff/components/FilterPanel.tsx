import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countries, countryName, isCountryCode } from '@/lib/countries';
import { experienceLevels, isExperienceLevel } from '@/lib/experience';
import { useLanguage } from '@/i18n/useLanguage';
import { isMaidPageType, maidPageTypes } from '../model';
import type { MaidsFilters } from '../staffQuery';
import { activeFilterCount, maidsSkills, withMaidsType } from '../urlFilters';
import { FilterSelect } from './FilterSelect';
import { SkillOrLanguageField } from './SkillOrLanguageField';
import { useHydrated } from '@/lib/useHydrated';

export interface FilterPanelProps {
  filters: MaidsFilters;
  onChange: (filters: MaidsFilters) => void;
}

/**
 * The maids page filters: type, country, experience level, one skill or language, and availability,
 * with a Clear button.
 * A side panel on wide screens; below 768px it collapses behind a toggle button.
 */
export function FilterPanel({ filters, onChange }: FilterPanelProps) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const id = useId();
  const panelId = `${id}-panel`;
  const count = activeFilterCount(filters);

  return (
    <aside className="staff-filters" aria-labelledby={`${id}-title`}>
      <button
        type="button"
        className="staff-button staff-filters__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        disabled={!hydrated}
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
          <button
            type="button"
            className="staff-link-button"
            onClick={() => onChange({})}
            disabled={!hydrated || count === 0}
            data-testid="filters-clear"
          >
            {t('staff.filters.clear')}
          </button>
        </div>
        <FilterSelect
          label={t('staff.filters.type')}
          value={filters.type ?? ''}
          anyLabel={t('staff.filters.allTypes')}
          options={maidPageTypes.map((type) => ({ value: type, label: t(`staff.type.${type}`) }))}
          testId="filter-type"
          onChange={(value) => onChange(withMaidsType(filters, isMaidPageType(value) ? value : undefined))}
        />
        <FilterSelect
          label={t('staff.filters.country')}
          value={filters.country ?? ''}
          anyLabel={t('staff.filters.allCountries')}
          options={countries.map((country) => ({ value: country.code, label: countryName(country, language) }))}
          testId="filter-country"
          onChange={(value) => onChange({ ...filters, country: isCountryCode(value) ? value : undefined })}
        />
        <FilterSelect
          label={t('staff.filters.experience')}
          value={filters.experience ?? ''}
          anyLabel={t('staff.filters.any')}
          options={experienceLevels.map((level) => ({ value: level, label: t(`staff.experience.${level}`) }))}
          testId="filter-experience"
          onChange={(value) => onChange({ ...filters, experience: isExperienceLevel(value) ? value : undefined })}
        />
        <SkillOrLanguageField
          value={filters.skillOrLanguage}
          skills={maidsSkills(filters.type)}
          onChange={(skillOrLanguage) => onChange({ ...filters, skillOrLanguage })}
        />
        <fieldset className="staff-field staff-field--check">
          <legend>{t('staff.filters.availability')}</legend>
          <label>
            <input
              type="checkbox"
              checked={filters.transferable === true}
              data-testid="filter-transferable"
              onChange={(event) => onChange({ ...filters, transferable: event.target.checked || undefined })}
            />
            <span>{t('staff.filters.transferableOnly')}</span>
          </label>
        </fieldset>
      </div>
    </aside>
  );
}
