import {
  childcareAgeBands,
  childcareBandsOf,
  isChildcareAgeBand,
  isSkillLevel,
  isSkillWillingness,
  isSkillYears,
  isStaffLanguageLevel,
  languageLevelsOf,
  skillFactsOf,
  skillsByType,
  storedDate,
  type ChildcareBands,
  type LanguageLevels,
  type SkillFact,
  type SkillFacts,
  type StaffLanguage,
  type StaffSkill,
  type StaffType,
} from '@household/model';
import { toAsciiDigits } from '@household/model';
import { parseWholeNumber } from '@/lib/phone';
import { dateFieldValue, parseDateField } from './dateField';

/**
 * The structured CV (issue 36, model/src/staffCv.ts) in the admin's staff form and CSV. The form keeps
 * text as typed (Arabic-Indic digits count: "٤" is 4, "٢٠٢٦-١٠-٠١" a date); `toCvFields` gives the stored
 * fields the rules accept (the type's skills only, a level only with its date, levels only for the
 * languages spoken). The CSV writes one cell per field:
 * `skillFacts` = `cooking:yes:4:3:2026-10-01;cleaning:no` (skill:willing:years:level:assessed date),
 * `childcareBands` = `m0to6:yes;y7plus:no`, `languageLevels` = `en:fluent;ar:basic`.
 */

export interface SkillFactForm {
  willing?: 'yes' | 'no' | '' | null;
  years?: string | number | null;
  level?: number | null;
  /** `YYYY-MM-DD` */
  assessedAt?: string | null;
}

export interface StaffCvForm {
  skillFacts?: Partial<Record<string, SkillFactForm>>;
  childcareBands?: Partial<Record<string, 'yes' | 'no' | '' | null>>;
  languageLevels?: Partial<Record<string, string | null>>;
}

export interface StaffCvFields {
  skillFacts: SkillFacts;
  childcareBands: ChildcareBands;
  languageLevels: LanguageLevels;
}

/** A typed number of years (Arabic-Indic digits count); null when blank or not 0-60. */
function yearsOf(value: string | number | null | undefined): number | null {
  const years = typeof value === 'number' ? value : parseWholeNumber(value ?? '');
  return isSkillYears(years) ? years : null;
}

/**
 * The form's structured CV as stored fields: what a type, its languages and the model's checks allow. A
 * part the form (or CSV file) does not carry is left out, so the stored value stays.
 */
export function toCvFields(
  type: StaffType,
  languages: readonly StaffLanguage[],
  cv: StaffCvForm,
): Partial<StaffCvFields> {
  const storedFacts: Record<string, unknown> = {};
  for (const [skill, fact] of Object.entries(cv.skillFacts ?? {})) {
    if (!fact) continue;
    storedFacts[skill] = {
      willing: fact.willing,
      years: yearsOf(fact.years),
      level: fact.level,
      assessedAt: parseDateField(fact.assessedAt),
    };
  }
  return {
    ...(cv.skillFacts !== undefined ? { skillFacts: skillFactsOf(type, storedFacts, storedDate) } : {}),
    ...(cv.childcareBands !== undefined ? { childcareBands: childcareBandsOf(cv.childcareBands) } : {}),
    ...(cv.languageLevels !== undefined ? { languageLevels: languageLevelsOf(cv.languageLevels, languages) } : {}),
  };
}

/** The stored structured CV as the form's values. */
export function toCvForm(fields: StaffCvFields): StaffCvForm {
  const skillFacts: Record<string, SkillFactForm> = {};
  for (const [skill, fact] of Object.entries(fields.skillFacts) as [string, SkillFact][]) {
    skillFacts[skill] = {
      willing: fact.willing ?? '',
      years: fact.years,
      level: fact.level,
      assessedAt: dateFieldValue(fact.assessedAt),
    };
  }
  return { skillFacts, childcareBands: { ...fields.childcareBands }, languageLevels: { ...fields.languageLevels } };
}

/** Whether a skill fact's level and date are both given or both empty (the rules need a level's date). */
export function levelDateProblem(
  fact: SkillFactForm | undefined,
  now: Date,
): 'dateNeeded' | 'levelNeeded' | 'future' | null {
  const hasLevel = typeof fact?.level === 'number';
  const date = parseDateField(fact?.assessedAt);
  if (hasLevel && !date) return 'dateNeeded';
  if (!hasLevel && date) return 'levelNeeded';
  if (date && date.getTime() > now.getTime()) return 'future';
  return null;
}

// ---------- CSV cells ----------

const itemSeparator = ';';

export function skillFactsCell(facts: SkillFacts): string {
  return (Object.entries(facts) as [string, SkillFact][])
    .map(([skill, fact]) =>
      [skill, fact.willing ?? '', fact.years ?? '', fact.level ?? '', dateFieldValue(fact.assessedAt)]
        .join(':')
        .replace(/:+$/, ''),
    )
    .join(itemSeparator);
}

export function pairsCell(pairs: Partial<Record<string, string>>): string {
  return Object.entries(pairs)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => `${key}:${value}`)
    .join(itemSeparator);
}

function items(raw: string): string[][] {
  return toAsciiDigits(raw)
    .split(/[;|]/)
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => item.split(':').map((part) => part.trim()));
}

/** A CSV cell that could not be read: the item as written. */
export interface CvCellProblem {
  column: 'skillFacts' | 'childcareBands' | 'languageLevels';
  value: string;
}

/**
 * The three CSV cells as form values, with every item that does not read (an unknown skill for the type,
 * a level without its date, a language the row does not list ...). Absent columns give undefined.
 */
export function parseCvCells(
  cells: { skillFacts?: string | undefined; childcareBands?: string | undefined; languageLevels?: string | undefined },
  type: StaffType,
  languages: readonly string[],
  now: Date,
): { cv: StaffCvForm; problems: CvCellProblem[] } {
  const problems: CvCellProblem[] = [];
  const cv: StaffCvForm = {};
  const allowed: readonly string[] = skillsByType[type];
  if (cells.skillFacts !== undefined) {
    cv.skillFacts = {};
    for (const parts of items(cells.skillFacts)) {
      const [skill = '', willing = '', years = '', level = '', assessedAt = ''] = parts;
      const levelNumber = level === '' ? null : Number(level);
      const fact: SkillFactForm = {
        willing: willing as SkillFactForm['willing'],
        years,
        level: levelNumber,
        assessedAt,
      };
      const ok =
        parts.length <= 5 &&
        allowed.includes(skill) &&
        (willing === '' || isSkillWillingness(willing)) &&
        (years === '' || isSkillYears(parseWholeNumber(years))) &&
        (levelNumber === null || isSkillLevel(levelNumber)) &&
        (assessedAt === '' || parseDateField(assessedAt) !== null) &&
        levelDateProblem(fact, now) === null &&
        !(cv.skillFacts as Record<string, unknown>)[skill];
      if (ok) cv.skillFacts[skill as StaffSkill] = fact;
      else problems.push({ column: 'skillFacts', value: parts.join(':') });
    }
  }
  if (cells.childcareBands !== undefined) {
    cv.childcareBands = {};
    for (const parts of items(cells.childcareBands)) {
      const [band, value] = parts;
      if (parts.length === 2 && isChildcareAgeBand(band) && isSkillWillingness(value)) cv.childcareBands[band] = value;
      else problems.push({ column: 'childcareBands', value: parts.join(':') });
    }
  }
  if (cells.languageLevels !== undefined) {
    cv.languageLevels = {};
    for (const parts of items(cells.languageLevels)) {
      const [language = '', level] = parts;
      if (parts.length === 2 && languages.includes(language) && isStaffLanguageLevel(level))
        cv.languageLevels[language] = level;
      else problems.push({ column: 'languageLevels', value: parts.join(':') });
    }
  }
  return { cv, problems };
}

/** The age bands in order (the form's rows). */
export const cvChildcareBands = childcareAgeBands;
