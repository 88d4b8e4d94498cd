import type { StaffType } from './common.ts';
import { skillsByType, staffLanguages, type StaffLanguage, type StaffSkill } from './staffSkills.ts';
import { isOneOf } from './stored.ts';

/**
 * The structured CV of a worker (issue 36), three optional stored fields of `staff/{id}` copied to the
 * public view (publicStaff.ts) and compared side by side on `/compare`:
 * - `skillFacts`: for each skill of the type's set, whether the worker is willing (yes / no; absent = not
 *   stated), the years of experience, and the office's assessed level 1 to 5 with the assessment's date;
 * - `childcareBands`: childcare by age band (yes / no; absent = not stated);
 * - `languageLevels`: for each language the worker speaks, basic, good or fluent.
 * Religion and health are never stored here, never public and never a filter (the personal data law's
 * sensitive data; the advertising rules forbid preference wording). firestore.rules checks the same
 * sets and limits (`hasValidCv`). docs/decisions/028-structured-cv-and-compare.md.
 */

export const skillWillingness = ['yes', 'no'] as const;
export type SkillWillingness = (typeof skillWillingness)[number];

export const childcareAgeBands = ['m0to6', 'm7to12', 'y1to3', 'y4to6', 'y7plus'] as const;
export type ChildcareAgeBand = (typeof childcareAgeBands)[number];

export const staffLanguageLevels = ['basic', 'good', 'fluent'] as const;
export type StaffLanguageLevel = (typeof staffLanguageLevels)[number];

/** The assessed level's range and the most years of experience per skill (the rules check the same). */
export const minSkillLevel = 1;
export const maxSkillLevel = 5;
export const maxSkillYears = 60;

/** One skill's facts; each part null when not stated. A level always has its assessment date. */
export interface SkillFact<Time = Date> {
  willing: SkillWillingness | null;
  years: number | null;
  level: number | null;
  assessedAt: Time | null;
}

export type SkillFacts<Time = Date> = Partial<Record<StaffSkill, SkillFact<Time>>>;
export type ChildcareBands = Partial<Record<ChildcareAgeBand, SkillWillingness>>;
export type LanguageLevels = Partial<Record<StaffLanguage, StaffLanguageLevel>>;

export const isSkillWillingness = (value: unknown): value is SkillWillingness => isOneOf(skillWillingness, value);
export const isChildcareAgeBand = (value: unknown): value is ChildcareAgeBand => isOneOf(childcareAgeBands, value);
export const isStaffLanguageLevel = (value: unknown): value is StaffLanguageLevel =>
  isOneOf(staffLanguageLevels, value);

export function isSkillYears(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= maxSkillYears;
}

export function isSkillLevel(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= minSkillLevel && value <= maxSkillLevel;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether a fact states nothing (it is then not stored). */
export function isEmptySkillFact(fact: SkillFact<unknown>): boolean {
  return fact.willing === null && fact.years === null && fact.level === null;
}

/**
 * The stored skill facts a type allows, each part checked, with the time passed through `toTime`
 * (a Date for the app, the stored Timestamp for the public view). A level without a valid date, or a
 * date without a level, is dropped together; a fact stating nothing is dropped.
 */
export function skillFactsOf<Time>(
  type: StaffType,
  value: unknown,
  toTime: (stored: unknown) => Time | null,
): SkillFacts<Time> {
  if (!isPlainObject(value)) return {};
  const facts: SkillFacts<Time> = {};
  for (const skill of skillsByType[type] as readonly StaffSkill[]) {
    const stored = value[skill];
    if (!isPlainObject(stored)) continue;
    const assessedAt = toTime(stored.assessedAt);
    const leveled = isSkillLevel(stored.level) && assessedAt !== null;
    const fact: SkillFact<Time> = {
      willing: isSkillWillingness(stored.willing) ? stored.willing : null,
      years: isSkillYears(stored.years) ? stored.years : null,
      level: leveled ? (stored.level as number) : null,
      assessedAt: leveled ? assessedAt : null,
    };
    if (!isEmptySkillFact(fact)) facts[skill] = fact;
  }
  return facts;
}

/** The stored childcare bands, known bands with yes / no only, in the bands' order. */
export function childcareBandsOf(value: unknown): ChildcareBands {
  if (!isPlainObject(value)) return {};
  const bands: ChildcareBands = {};
  for (const band of childcareAgeBands) if (isSkillWillingness(value[band])) bands[band] = value[band];
  return bands;
}

/** The stored language levels of the languages the worker speaks (`languages`), in that order. */
export function languageLevelsOf(value: unknown, languages: readonly StaffLanguage[]): LanguageLevels {
  if (!isPlainObject(value)) return {};
  const levels: LanguageLevels = {};
  for (const language of languages) {
    if (!isOneOf(staffLanguages, language)) continue;
    const level = value[language];
    if (isStaffLanguageLevel(level)) levels[language] = level;
  }
  return levels;
}

/** The structured CV's filters of the public lists (issue 36): model codes, all optional. */
export interface CvFilter {
  /** Cares for children of every listed band ("yes" stored). */
  childcare: readonly ChildcareAgeBand[];
  /** Willing ("yes" stored) to do every listed skill. */
  willing: readonly StaffSkill[];
  /** The office's assessed level of one skill is at least `min`. */
  level: { skill: StaffSkill; min: number } | null;
}

export const noCvFilter: CvFilter = { childcare: [], willing: [], level: null };

export function isCvFilterEmpty(filter: CvFilter): boolean {
  return filter.childcare.length === 0 && filter.willing.length === 0 && filter.level === null;
}

/** Whether a worker's structured CV meets the filter: a fact not stated never matches. */
export function matchesCvFilter(
  staff: { skillFacts: SkillFacts<unknown>; childcareBands: ChildcareBands },
  filter: CvFilter,
): boolean {
  if (!filter.childcare.every((band) => staff.childcareBands[band] === 'yes')) return false;
  if (!filter.willing.every((skill) => staff.skillFacts[skill]?.willing === 'yes')) return false;
  if (filter.level) {
    const level = staff.skillFacts[filter.level.skill]?.level;
    if (typeof level !== 'number' || level < filter.level.min) return false;
  }
  return true;
}
