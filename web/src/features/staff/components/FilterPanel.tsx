import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countries, countryName, isCountryCode } from '@/lib/countries';
import { experienceLevels, isExperienceLevel } from '@/lib/experience';
import { useLanguage } from '@/i18n/useLanguage';
import { isMaidPageType, maidPageTypes } from '../model';
import type { MaidsFilters } from '../staffQuery';
import { activeFilterCount, maidsSkills, withMaidsType } from '../urlFilters';
import { SkillOrLanguageField } from './SkillOrLanguageField';

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
          <button type="button" className="staff-link-button" onClick={() => onChange({})} disabled={count === 0} data-testid="filters-clear">
            {t('staff.filters.clear')}
          </button>
        </div>
        <label className="staff-field">
          <span>{t('staff.filters.type')}</span>
          <select
            value={filters.type ?? ''}
            data-testid="filter-type"
            onChange={(event) => onChange(withMaidsType(filters, isMaidPageType(event.target.value) ? event.target.value : undefined))}
          >
            <option value="">{t('staff.filters.allTypes')}</option>
            {maidPageTypes.map((type) => (
              <option key={type} value={type}>
                {t(`staff.type.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="staff-field">
          <span>{t('staff.filters.country')}</span>
          <select
            value={filters.country ?? ''}
            data-testid="filter-country"
            onChange={(event) => onChange({ ...filters, country: isCountryCode(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{t('staff.filters.allCountries')}</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {countryName(country, language)}
              </option>
            ))}
          </select>
        </label>
        <label className="staff-field">
          <span>{t('staff.filters.experience')}</span>
          <select
            value={filters.experience ?? ''}
            data-testid="filter-experience"
            onChange={(event) => onChange({ ...filters, experience: isExperienceLevel(event.target.value) ? event.target.value : undefined })}
          >
            <option value="">{t('staff.filters.any')}</option>
            {experienceLevels.map((level) => (
              <option key={level} value={level}>
                {t(`staff.experience.${level}`)}
              </option>
            ))}
          </select>
        </label>
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
