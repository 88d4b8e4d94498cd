import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffSkill } from '@household/model';
import { staffLanguagesByName } from '@/lib/languageNames';
import { useLanguage } from '@/i18n/useLanguage';
import { skillOrLanguageFromValue, skillOrLanguageValue, type SkillOrLanguage } from '../skillOrLanguage';

export interface SkillOrLanguageFieldProps {
  value: SkillOrLanguage | undefined;
  /** The skills this list offers (the chosen type's set). */
  skills: readonly StaffSkill[];
  onChange: (value: SkillOrLanguage | undefined) => void;
}

/**
 * One select for "skill or language" (skills and languages in two groups): a list can be filtered
 * by one of them at a time (skillOrLanguage.ts), and a single control says so by its shape; the
 * hint under it says it in words.
 */
export function SkillOrLanguageField({ value, skills, onChange }: SkillOrLanguageFieldProps) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const id = useId();
  const hintId = `${id}-hint`;
  const languages = staffLanguagesByName(language);

  return (
    <div className="staff-field">
      <label htmlFor={id}>{t('staff.filters.skillOrLanguage')}</label>
      <select
        id={id}
        name="filter"
        value={skillOrLanguageValue(value)}
        data-testid="filter-skill-language"
        aria-describedby={hintId}
        onChange={(event) => onChange(skillOrLanguageFromValue(event.target.value, skills))}
      >
        <option value="">{t('staff.filters.any')}</option>
        <optgroup label={t('staffSkills.skills')}>
          {skills.map((skill) => (
            <option key={skill} value={`skill:${skill}`}>
              {t(`staffSkills.names.${skill}`)}
            </option>
          ))}
        </optgroup>
        <optgroup label={t('staffSkills.languages')}>
          {languages.map(({ code, label }) => (
            <option key={code} value={`language:${code}`}>
              {label}
            </option>
          ))}
        </optgroup>
      </select>
      <small id={hintId} className="staff-field__hint">
        {t('staff.filters.oneAtATime')}
      </small>
    </div>
  );
}
