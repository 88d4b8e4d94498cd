import { FilterCheckbox } from './FilterCheckbox';
import { useEffect, useId, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import {
  childcareAgeBands,
  maxSkillLevel,
  maxWorkerAge,
  minSkillLevel,
  minWorkerAge,
  type StaffLanguage,
  type StaffSkill,
} from '@household/model';
import { staffLanguagesByName } from '@/lib/languageNames';
import { parseWholeNumber } from '@/lib/phone';
import { useLanguage } from '@/i18n/useLanguage';
import type { FactFilters } from '../skillOrLanguage';

export interface FactFilterFieldsProps {
  value: FactFilters;
  /** The skills this list offers (the chosen type's set). */
  skills: readonly StaffSkill[];
  onChange: (value: FactFilters) => void;
}

function toggled<T extends string>(list: readonly T[] | undefined, item: T, on: boolean, order: readonly T[]): T[] {
  const next = new Set(list ?? []);
  if (on) next.add(item);
  else next.delete(item);
  return order.filter((candidate) => next.has(candidate));
}

/**
 * The facts filters of a list (issue 29): skills and languages as checkbox groups (every box ticked must
 * hold: all of them, not any), an age range and "available now". Inside the page's GET form the boxes
 * submit repeated `skills=`/`languages=`, the age `ageFrom`/`ageTo` and `available=now`, which the
 * server reads as the app's canonical address (skillOrLanguage.ts).
 */
export function FactFilterFields({ value, skills, onChange }: FactFilterFieldsProps) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const id = useId();
  const languages = staffLanguagesByName(language);
  const languageOrder = languages.map((entry) => entry.code);
  const set = (next: Partial<FactFilters>) => {
    const merged: FactFilters = { ...value, ...next };
    for (const key of Object.keys(merged) as (keyof FactFilters)[]) {
      const field = merged[key];
      if (field === undefined || field === false || (Array.isArray(field) && field.length === 0)) delete merged[key];
    }
    onChange(merged);
  };
  const ageKey = value.age ? `${value.age.min}-${value.age.max}` : '';
  const fromRef = useRef<HTMLInputElement>(null);
  const toRef = useRef<HTMLInputElement>(null);
  // The age fields are uncontrolled (typing does not query); when the address changes (Clear, back) they
  // follow it, except the field being typed in.
  useEffect(() => {
    const [min, max] = ageKey ? ageKey.split('-') : ['', ''];
    for (const [field, text] of [
      [fromRef.current, min],
      [toRef.current, max],
    ] as const)
      if (field && field !== document.activeElement && field.value !== text) field.value = text ?? '';
  }, [ageKey]);

  const commitAge = (form: HTMLFormElement | null) => {
    if (!form) return;
    const read = (name: string) => {
      const field = form.elements.namedItem(name);
      return field instanceof HTMLInputElement ? parseWholeNumber(field.value) : null;
    };
    const from = read('ageFrom');
    const to = read('ageTo');
    if (from === null && to === null) return set({ age: undefined });
    const range = { min: from ?? minWorkerAge, max: to ?? maxWorkerAge };
    if (range.min >= minWorkerAge && range.max <= maxWorkerAge && range.min <= range.max) set({ age: range });
  };

  return (
    <>
      <details className="staff-field staff-field--check staff-field--group" open={(value.skills?.length ?? 0) > 0}>
        <summary>
          {t('staff.filters.skills')}
          {value.skills?.length ? ` (${value.skills.length})` : ''}
        </summary>
        <p className="staff-field__hint">{t('staff.filters.allOfThem')}</p>
        {skills.map((skill) => (
          <FilterCheckbox
            key={skill}
            name="skills"
            value={skill}
            checked={value.skills?.includes(skill) ?? false}
            label={t(`staffSkills.names.${skill}`)}
            testId={`filter-skill-${skill}`}
            onToggle={(checked) => set({ skills: toggled(value.skills, skill, checked, skills) })}
          />
        ))}
      </details>
      <details className="staff-field staff-field--check staff-field--group" open={(value.languages?.length ?? 0) > 0}>
        <summary>
          {t('staff.filters.languages')}
          {value.languages?.length ? ` (${value.languages.length})` : ''}
        </summary>
        <p className="staff-field__hint">{t('staff.filters.allOfThem')}</p>
        {languages.map(({ code, label }) => (
          <FilterCheckbox
            key={code}
            name="languages"
            value={code}
            checked={value.languages?.includes(code) ?? false}
            label={label}
            testId={`filter-language-${code}`}
            onToggle={(checked) =>
              set({
                languages: toggled<StaffLanguage>(value.languages, code, checked, languageOrder),
              })
            }
          />
        ))}
      </details>
      <CvFilterFields value={value} skills={skills} set={set} />
      <fieldset className="staff-field staff-field--age">
        <legend>{t('staff.filters.age')}</legend>
        <div className="staff-field__pair">
          <AgeBound
            id={`${id}-from`}
            inputRef={fromRef}
            name="ageFrom"
            label={t('staff.filters.ageFrom')}
            initial={value.age?.min}
            placeholder={minWorkerAge}
            hintId={`${id}-age-hint`}
            onCommit={commitAge}
          />
          <AgeBound
            id={`${id}-to`}
            inputRef={toRef}
            name="ageTo"
            label={t('staff.filters.ageTo')}
            initial={value.age?.max}
            placeholder={maxWorkerAge}
            hintId={`${id}-age-hint`}
            onCommit={commitAge}
          />
        </div>
        <small id={`${id}-age-hint`} className="staff-field__hint">
          {t('staff.filters.ageHint', { min: minWorkerAge, max: maxWorkerAge })}
        </small>
      </fieldset>
      <FilterCheckbox
        className="staff-field staff-field--inline"
        name="available"
        value="now"
        checked={value.availableNow === true}
        label={t('staff.filters.availableNow')}
        testId="filter-available-now"
        onToggle={(checked) => set({ availableNow: checked })}
      />
    </>
  );
}

/**
 * Issue 36: the structured CV's filters, by the model's codes: childcare age bands and "willing to" as
 * checkbox groups (every box ticked must hold), "level of at least" as a skill and a minimum (the GET form
 * sends `levelSkill` and `minLevel`; the app writes `level=cooking:3`). A fact a CV does not state never
 * matches. Religion and health are never filters.
 */
function CvFilterFields({
  value,
  skills,
  set,
}: {
  value: FactFilters;
  skills: readonly StaffSkill[];
  set: (next: Partial<FactFilters>) => void;
}) {
  const { t } = useTranslation('public');
  const id = useId();
  const levels = Array.from({ length: maxSkillLevel - minSkillLevel + 1 }, (_, i) => minSkillLevel + i);
  const levelSkill = value.level?.skill ?? '';
  const minLevel = value.level?.min ?? '';
  const setLevel = (skill: string, min: number | '') => {
    const known = skills.find((candidate) => candidate === skill);
    set({ level: known && min !== '' ? { skill: known, min } : undefined });
  };
  return (
    <>
      <details
        className="staff-field staff-field--check staff-field--group"
        open={(value.childcare?.length ?? 0) > 0}
        data-testid="filter-childcare"
      >
        <summary>
          {t('staffFilterCv.childcare')}
          {value.childcare?.length ? ` (${value.childcare.length})` : ''}
        </summary>
        <p className="staff-field__hint">{t('staff.filters.allOfThem')}</p>
        {childcareAgeBands.map((band) => (
          <FilterCheckbox
            key={band}
            name="childcare"
            value={band}
            checked={value.childcare?.includes(band) ?? false}
            label={t(`structuredCv.bands.${band}`)}
            testId={`filter-childcare-${band}`}
            onToggle={(checked) => set({ childcare: toggled(value.childcare, band, checked, childcareAgeBands) })}
          />
        ))}
      </details>
      <details
        className="staff-field staff-field--check staff-field--group"
        open={(value.willing?.length ?? 0) > 0}
        data-testid="filter-willing"
      >
        <summary>
          {t('staffFilterCv.willing')}
          {value.willing?.length ? ` (${value.willing.length})` : ''}
        </summary>
        <p className="staff-field__hint">{t('staffFilterCv.willingHint')}</p>
        {skills.map((skill) => (
          <FilterCheckbox
            key={skill}
            name="willing"
            value={skill}
            checked={value.willing?.includes(skill) ?? false}
            label={t(`staffSkills.names.${skill}`)}
            testId={`filter-willing-${skill}`}
            onToggle={(checked) => set({ willing: toggled(value.willing, skill, checked, skills) })}
          />
        ))}
      </details>
      <fieldset className="staff-field staff-field--age">
        <legend>{t('staffFilterCv.level')}</legend>
        <div className="staff-field__pair">
          <label htmlFor={`${id}-level-skill`}>{t('staffFilterCv.levelSkill')}</label>
          <select
            id={`${id}-level-skill`}
            name="levelSkill"
            value={levelSkill}
            data-testid="filter-level-skill"
            onChange={(event) => setLevel(event.target.value, minLevel || minSkillLevel)}
          >
            <option value="">{t('staff.filters.any')}</option>
            {skills.map((skill) => (
              <option key={skill} value={skill}>
                {t(`staffSkills.names.${skill}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-level-min`}>{t('staffFilterCv.minLevel')}</label>
          <select
            id={`${id}-level-min`}
            name="minLevel"
            value={minLevel}
            data-testid="filter-level-min"
            onChange={(event) => setLevel(levelSkill, event.target.value ? Number(event.target.value) : '')}
          >
            <option value="">{t('staff.filters.any')}</option>
            {levels.map((level) => (
              <option key={level} value={level}>
                {t('staffFilterCv.levelOption', { level })}
              </option>
            ))}
          </select>
        </div>
        <small className="staff-field__hint">{t('staffFilterCv.levelHint')}</small>
      </fieldset>
    </>
  );
}

/** One end of the age range: digits only, uncontrolled (typing does not query), committed on blur. */
function AgeBound({
  id,
  inputRef,
  name,
  label,
  initial,
  placeholder,
  hintId,
  onCommit,
}: {
  id: string;
  inputRef: RefObject<HTMLInputElement | null>;
  name: 'ageFrom' | 'ageTo';
  label: string;
  initial: number | undefined;
  placeholder: number;
  hintId: string;
  onCommit: (form: HTMLFormElement | null) => void;
}) {
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type="text"
        inputMode="numeric"
        name={name}
        size={3}
        defaultValue={initial === undefined ? '' : String(initial)}
        placeholder={String(placeholder)}
        data-testid={name === 'ageFrom' ? 'filter-age-from' : 'filter-age-to'}
        aria-describedby={hintId}
        onBlur={(event) => onCommit(event.currentTarget.form)}
      />
    </>
  );
}
