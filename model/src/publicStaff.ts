import type { CountryCode } from './common.ts';
import { transferTermsFromStored, type TransferTerms } from './costs.ts';
import {
  ageFromBirthYear,
  isCountryCode,
  isExpectedSalary,
  isPublishableStaff,
  isStaffType,
  mayShowStaffPhoto,
  type StaffDoc,
} from './staff.ts';
import {
  childcareBandsOf,
  languageLevelsOf,
  skillFactsOf,
  type ChildcareBands,
  type LanguageLevels,
  type SkillFacts,
} from './staffCv.ts';
import { languagesOf, skillsFor, type StaffLanguage, type StaffSkill } from './staffSkills.ts';
import { nonNegative, storedDate, text, type StoredData, type ToDate } from './stored.ts';
import { isStoragePathOf } from './urls.ts';

/**
 * `publicStaff/{id}`: the one public view of a stored worker (`staff/{id}`, admin only), written by the
 * `onStaffPublicView` trigger with the Admin SDK (clients cannot write it; anyone may read it), present
 * only while the worker is publishable (`isPublishableStaff`: active with publishing consent). It holds
 * exactly what the site shows: no `updatedBy`, no `nameKey`, no consent date, no birth year (the age
 * instead), and the photo's path only with the worker's photo consent (`showPhoto`) and never for a worker
 * offered for transfer of services (`mayShowStaffPhoto`).
 * docs/decisions/021-public-staff-view.md.
 */
export interface PublicStaff<Time = unknown> extends Pick<
  StaffDoc<Time>,
  | 'refCode'
  | 'name'
  | 'type'
  | 'experienceYears'
  | 'descriptionEn'
  | 'descriptionAr'
  | 'transferable'
  | 'showPhoto'
  | 'cvPath'
> {
  /** Always `active` (the view exists only for publishable workers); kept so list queries read as before. */
  status: 'active';
  country: CountryCode | null;
  /** `staff-photos/...` only when `showPhoto`; else null. */
  photoPath: string | null;
  skills: StaffSkill[];
  languages: StaffLanguage[];
  reservedUntil: Time | null;
  availableFrom: Time | null;
  /** From the birth year in the year of `now` (ageFromBirthYear); refreshed daily. */
  age: number | null;
  expectedSalary: number | null;
  /** What a transfer of services of this worker costs the family (issue 34), or null. */
  transferTerms: TransferTerms | null;
  /** The structured CV (staffCv.ts, issue 36); `{}` when nothing is stated. Never religion or health. */
  skillFacts: SkillFacts<Time>;
  childcareBands: ChildcareBands;
  languageLevels: LanguageLevels;
  createdAt: Time | null;
  updatedAt: Time | null;
}

/** A stored timestamp (any SDK's Timestamp, or a Date), else null. */
function storedTime(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  return typeof value === 'object' && value !== null && typeof (value as { toMillis?: unknown }).toMillis === 'function'
    ? value
    : null;
}

/**
 * The fields of the view, read from `data` with `toTime` for timestamps: the one projection both the
 * trigger (publicStaffOf) and the site (publicStaffFromStored) use. Never a photo for a worker offered for
 * transfer of services, whatever the stored switch says.
 */
function viewOf<Time>(
  data: StoredData,
  toTime: (value: unknown) => Time | null,
  age: number | null,
): PublicStaff<Time> {
  const type = isStaffType(data.type) ? data.type : 'Maid';
  const showPhoto = mayShowStaffPhoto(data);
  const languages = languagesOf(data.languages);
  return {
    refCode: text(data.refCode),
    name: text(data.name),
    type,
    status: 'active',
    country: isCountryCode(data.country) ? data.country : null,
    experienceYears: nonNegative(data.experienceYears),
    descriptionEn: text(data.descriptionEn),
    descriptionAr: text(data.descriptionAr),
    transferable: data.transferable === true,
    showPhoto,
    photoPath: showPhoto && isStoragePathOf('staffPhoto', data.photoPath) ? data.photoPath : null,
    cvPath: isStoragePathOf('cv', data.cvPath) ? data.cvPath : null,
    skills: skillsFor(type, data.skills),
    languages,
    reservedUntil: toTime(data.reservedUntil),
    availableFrom: toTime(data.availableFrom),
    age,
    expectedSalary: isExpectedSalary(data.expectedSalary) ? data.expectedSalary : null,
    transferTerms: transferTermsFromStored(data.transferTerms),
    skillFacts: skillFactsOf(type, data.skillFacts, toTime),
    childcareBands: childcareBandsOf(data.childcareBands),
    languageLevels: languageLevelsOf(data.languageLevels, languages),
    createdAt: toTime(data.createdAt),
    updatedAt: toTime(data.updatedAt),
  };
}

/**
 * The public view of a stored worker at `now`, or null when the worker must not be public (then the
 * view is deleted). Pure: timestamps are passed through as stored.
 */
export function publicStaffOf(data: StoredData | undefined, now: Date): PublicStaff | null {
  if (!data || !isPublishableStaff(data)) return null;
  return viewOf(data, storedTime, ageFromBirthYear(data.birthYear, now));
}

/** Whether a document read from `publicStaff` is one the view writes (the servers' defensive check). */
export function isPublicStaffView(data: StoredData | undefined): boolean {
  return !!data && data.status === 'active' && typeof data.refCode === 'string' && data.refCode.length > 0;
}

/** A worker as the site reads it from `publicStaff/{id}`: the public view with plain Dates and its id. */
export type PublicStaffEntry = PublicStaff<Date> & { id: string };

/**
 * The site's mapper of a `publicStaff` document (the browser's Firestore Lite reads and the pre-renderer):
 * only the view's fields, dates as `Date`. Anything the view does not hold cannot reach a page.
 */
export function publicStaffFromStored(id: string, data: StoredData, toDate: ToDate = storedDate): PublicStaffEntry {
  const age = typeof data.age === 'number' && Number.isInteger(data.age) && data.age >= 0 ? data.age : null;
  return { id, ...viewOf(data, toDate, age) };
}
