import { isAvailableNow } from './availability.ts';
import type { Staff } from './staff.ts';
import { maxWorkerAge, minWorkerAge } from './staff.ts';
import { matchesCvFilter, type CvFilter } from './staffCv.ts';
import type { StaffLanguage, StaffSkill } from './staffSkills.ts';

/**
 * The facts families filter the public lists by (issue 29): several skills AND several languages at once,
 * an age range and "available now". Firestore allows one `array-contains` per query, so the list query
 * carries the first skill (else the first language) as its indexed filter and this one pure check does the
 * rest, over pages bounded by `factScanLimit` (docs/decisions/021-public-staff-view.md). The browser's
 * reads (web/src/site/staff/api) and the pre-renderer (functions/src/render) both call it.
 */
export interface AgeRange {
  min: number;
  max: number;
}

export interface StaffFactFilter {
  skills: readonly StaffSkill[];
  languages: readonly StaffLanguage[];
  age: AgeRange | null;
  availableNow: boolean;
  /** Issue 36: the structured CV's filters (childcare age band, willing to, level of at least); absent = none. */
  cv?: CvFilter;
}

/** Whether a range is a valid age range: whole years, 18 to 70, min <= max. */
export function isAgeRange(value: unknown): value is AgeRange {
  if (typeof value !== 'object' || value === null) return false;
  const { min, max } = value as AgeRange;
  return Number.isInteger(min) && Number.isInteger(max) && min >= minWorkerAge && max <= maxWorkerAge && min <= max;
}

/** The facts a worker must have: every listed skill and language, an age inside the range, free now. */
export function matchesStaffFacts(
  staff: Pick<
    Staff,
    'skills' | 'languages' | 'age' | 'status' | 'reservedUntil' | 'availableFrom' | 'skillFacts' | 'childcareBands'
  >,
  filter: StaffFactFilter,
  now: Date,
): boolean {
  if (!filter.skills.every((skill) => staff.skills.includes(skill))) return false;
  if (!filter.languages.every((language) => staff.languages.includes(language))) return false;
  if (filter.age && (staff.age === null || staff.age < filter.age.min || staff.age > filter.age.max)) return false;
  if (filter.cv && !matchesCvFilter(staff, filter.cv)) return false;
  return !filter.availableNow || isAvailableNow(staff, now);
}

/**
 * The most public views one page request reads while filtering in memory (pages of `pageSize`): ten pages'
 * worth, at most 240. A page that is not full after that many says "more" and the next request goes on.
 */
export function factScanLimit(pageSize: number): number {
  return Math.min(pageSize * 10, 240);
}
