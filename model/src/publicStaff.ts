import type { CountryCode } from './common.ts';
import {
  ageFromBirthYear,
  isCountryCode,
  isExpectedSalary,
  isPublishableStaff,
  isStaffType,
  mayShowStaffPhoto,
  type StaffDoc,
} from './staff.ts';
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
 * The public view of a stored worker at `now`, or null when the worker must not be public (then the
 * view is deleted). Pure: timestamps are passed through as stored.
 */
export function publicStaffOf(data: StoredData | undefined, now: Date): PublicStaff | null {
  if (!data || !isPublishableStaff(data)) return null;
  const type = isStaffType(data.type) ? data.type : 'Maid';
  // Never for a worker offered for transfer of services, whatever the stored switch says.
  const showPhoto = mayShowStaffPhoto(data);
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
    languages: languagesOf(data.languages),
    reservedUntil: storedTime(data.reservedUntil),
    availableFrom: storedTime(data.availableFrom),
    age: ageFromBirthYear(data.birthYear, now),
    expectedSalary: isExpectedSalary(data.expectedSalary) ? data.expectedSalary : null,
    createdAt: storedTime(data.createdAt),
    updatedAt: storedTime(data.updatedAt),
  };
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
  const type = isStaffType(data.type) ? data.type : 'Maid';
  const showPhoto = data.showPhoto === true;
  return {
    id,
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
    languages: languagesOf(data.languages),
    reservedUntil: toDate(data.reservedUntil),
    availableFrom: toDate(data.availableFrom),
    age: typeof data.age === 'number' && Number.isInteger(data.age) && data.age >= 0 ? data.age : null,
    expectedSalary: isExpectedSalary(data.expectedSalary) ? data.expectedSalary : null,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}
