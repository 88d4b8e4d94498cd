import { isCountryCode, type CountryCode } from '@/lib/countries';
import { parseWholeNumber } from '@/lib/phone';
import { toAsciiDigits } from '@household/model';
import {
  isBirthYear,
  isExpectedSalary,
  isOfferedForTransfer,
  languagesOf,
  maxWorkerAge,
  minWorkerAge,
  phonePattern,
  skillsFor,
  type StaffDoc,
  type StaffLanguage,
  type StaffSkill,
  type TransferTerms,
} from '@household/model';
import { dateFieldValue, parseDateField } from './dateField';
import { toCvFields, toCvForm, type StaffCvFields, type StaffCvForm } from './staffCvForm';
import type { AdminStaff, StaffContact, StaffStatus, StaffType } from './staffAdminModel';
import {
  emptyTransferTerms,
  toTransferTerms,
  transferTermsValues,
  type TransferTermsValues,
} from './transferTermsForm';

/** The values of the add/edit dialog. */
export interface StaffFormValues {
  name: string;
  email: string;
  phone: string;
  type: StaffType;
  status: StaffStatus;
  country: CountryCode | undefined;
  experienceYears: number | null | undefined;
  descriptionEn: string | undefined;
  descriptionAr: string | undefined;
  transferable: boolean | undefined;
  showPhoto: boolean | undefined;
  /** What the worker does (the type's fixed set) and the languages spoken. */
  skills?: string[] | undefined;
  languages?: string[] | undefined;
  /** The worker agreed to be shown publicly (publishConsentAt); required for status active. */
  publishConsent?: boolean | undefined;
  /** Issue 29: year of birth (never public), start date (`YYYY-MM-DD`, empty: now), expected monthly salary (SAR). */
  birthYear?: number | null | undefined;
  availableFrom?: string | undefined;
  expectedSalary?: number | null | undefined;
  /** Issue 34: what a transfer of services of this worker costs (transferTermsForm.ts). */
  transferTerms?: TransferTermsValues | undefined;
  /** Issue 36: the structured CV (staffCvForm.ts); absent: left as stored (a CSV file without the columns). */
  cv?: StaffCvForm | undefined;
}

/** The editable fields of `staff/{id}` (everything but refCode, file fields and timestamps). */
export type StaffEditableFields = Pick<
  StaffDoc,
  | 'name'
  | 'type'
  | 'status'
  | 'country'
  | 'experienceYears'
  | 'descriptionEn'
  | 'descriptionAr'
  | 'transferable'
  | 'showPhoto'
> & {
  skills: StaffSkill[];
  languages: StaffLanguage[];
  /** Absent: left as stored (a CSV file without the column). */
  birthYear?: number | null;
  availableFrom?: Date | null;
  expectedSalary?: number | null;
  transferTerms?: TransferTerms | null;
} & Partial<StaffCvFields>;

/** A new `staff/{id}` document without its server timestamps (exactly the rules' key set otherwise). */
export interface NewStaffFields extends StaffEditableFields {
  refCode: string;
  photoPath: string | null;
  cvPath: string | null;
}

export { dateFieldValue, parseDateField };

export const emptyStaffForm: StaffFormValues = {
  name: '',
  email: '',
  phone: '',
  type: 'Maid',
  status: 'pending',
  country: undefined,
  experienceYears: 0,
  descriptionEn: '',
  descriptionAr: '',
  transferable: false,
  showPhoto: false,
  skills: [],
  languages: [],
  publishConsent: false,
  birthYear: null,
  availableFrom: '',
  expectedSalary: null,
  transferTerms: { ...emptyTransferTerms },
  cv: { skillFacts: {}, childcareBands: {}, languageLevels: {} },
};

/** The birth years the form accepts this year (an age of 18 to 70, as the rules check). */
export function birthYearBounds(now: Date): { min: number; max: number } {
  const year = now.getUTCFullYear();
  return { min: year - maxWorkerAge, max: year - minWorkerAge };
}

/** How publishConsentAt changes on save: stamped now (newly given), cleared (withdrawn) or kept. */
export type PublishConsentChange = 'stamp' | 'clear' | 'keep';

export function publishConsentChange(wanted: boolean | undefined, had: boolean): PublishConsentChange {
  if (wanted === true) return had ? 'keep' : 'stamp';
  return had ? 'clear' : 'keep';
}

/** Only a worker who agreed to be published may be made active (the rules refuse it too). */
export function statusAllowed(status: StaffStatus, publishConsent: boolean | undefined): boolean {
  return status !== 'active' || publishConsent === true;
}

/** Same patterns as firestore.rules (isEmail; isPhone is the model's one phone rule), so the form refuses what the rules would. */
export const emailPattern = /^[^@\s]+@[^@\s]+[.][^@\s]+$/;

/** The admin's phone check: Arabic-Indic digits count as digits (toStaffContact stores them as ASCII). */
export function isStaffPhone(value: string | null | undefined): boolean {
  return phonePattern.test(toAsciiDigits((value ?? '').trim()));
}

/** What the experience field reads from typed text: Arabic-Indic digits count ("١٢" -> 12); else null. */
export function parseExperience(text: string | undefined): number | null {
  return parseWholeNumber(text ?? '');
}

export const nameMaxLength = 100;
export const descriptionMaxLength = 2000;
export const maxExperienceYears = 60;

/** A trimmed string, or null when blank (docs/architecture.md#conventions: absent optional values are null). */
export function nullIfBlank(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed.length > 0 ? trimmed : null;
}

export function clampExperience(value: number | null | undefined): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 0;
  return Math.min(maxExperienceYears, Math.max(0, Math.round(value)));
}

/** Form values to the editable fields of the staff document. Throws when the country is missing. */
export function toStaffFields(values: StaffFormValues): StaffEditableFields {
  if (!isCountryCode(values.country)) throw new Error('A country is required');
  return {
    name: values.name.trim(),
    type: values.type,
    status: values.status,
    country: values.country,
    experienceYears: clampExperience(values.experienceYears),
    descriptionEn: (values.descriptionEn ?? '').trim(),
    descriptionAr: (values.descriptionAr ?? '').trim(),
    transferable: values.transferable === true,
    // Never for a worker offered for transfer of services (issue 40; firestore.rules refuses it).
    showPhoto: values.showPhoto === true && !isOfferedForTransfer(values),
    // Only the skills of the chosen type are kept (a type change drops the others).
    skills: skillsFor(values.type, values.skills),
    languages: languagesOf(values.languages),
    ...(values.birthYear !== undefined
      ? { birthYear: isBirthYear(values.birthYear, new Date()) ? values.birthYear : null }
      : {}),
    ...(values.availableFrom !== undefined ? { availableFrom: parseDateField(values.availableFrom) } : {}),
    ...(values.expectedSalary !== undefined
      ? { expectedSalary: isExpectedSalary(values.expectedSalary) ? values.expectedSalary : null }
      : {}),
    ...transferTermsField(values),
    ...(values.cv !== undefined ? toCvFields(values.type, languagesOf(values.languages), values.cv) : {}),
  };
}

/**
 * `transferTerms` as a save writes it, the same on create and edit: null for a worker not offered for
 * transfer of services (the dialog hides the fields; stale terms of a worker no longer transferable go);
 * the entered terms (or null) for one who is; left as stored only when the values carry no terms at all
 * for such a worker (a CSV file without the columns). A new document always has the key (`toNewStaffFields`).
 */
function transferTermsField(values: StaffFormValues): { transferTerms?: TransferTerms | null } {
  if (!isOfferedForTransfer(values)) return { transferTerms: null };
  return values.transferTerms === undefined ? {} : { transferTerms: toTransferTerms(values.transferTerms) };
}

/** A new staff document: the editable fields, the refCode and null file fields (and null terms when none). */
export function toNewStaffFields(values: StaffFormValues, refCode: string): NewStaffFields {
  return { refCode, transferTerms: null, ...toStaffFields(values), photoPath: null, cvPath: null };
}

/** The admin-only contact document `staffContacts/{staffId}`. */
export function toStaffContact(values: Pick<StaffFormValues, 'email' | 'phone'>): StaffContact {
  return { email: values.email.trim(), phone: toAsciiDigits(values.phone.trim()) };
}

/** Form values for editing an existing staff member. */
export function toFormValues(staff: AdminStaff, contact: StaffContact | null): StaffFormValues {
  return {
    name: staff.name,
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    type: staff.type,
    status: staff.status,
    country: staff.country ?? undefined,
    experienceYears: staff.experienceYears,
    descriptionEn: staff.descriptionEn,
    descriptionAr: staff.descriptionAr,
    transferable: staff.transferable,
    showPhoto: staff.showPhoto,
    skills: [...staff.skills],
    languages: [...staff.languages],
    publishConsent: staff.publishConsentAt != null,
    birthYear: staff.birthYear,
    availableFrom: dateFieldValue(staff.availableFrom),
    expectedSalary: staff.expectedSalary,
    transferTerms: transferTermsValues(staff.transferTerms),
    cv: toCvForm(staff),
  };
}

/** Case-insensitive search on name and refCode, plus the type/status/country filters. */
export interface StaffFilters {
  search: string;
  type: StaffType | undefined;
  status: StaffStatus | undefined;
  country: CountryCode | undefined;
}

export function filterStaff<T extends Pick<AdminStaff, 'name' | 'refCode' | 'type' | 'status' | 'country'>>(
  rows: readonly T[],
  filters: StaffFilters,
): T[] {
  const needle = filters.search.trim().toLowerCase();
  return rows.filter(
    (row) =>
      (needle === '' || row.name.toLowerCase().includes(needle) || row.refCode.toLowerCase().includes(needle)) &&
      (filters.type === undefined || row.type === filters.type) &&
      (filters.status === undefined || row.status === filters.status) &&
      (filters.country === undefined || row.country === filters.country),
  );
}
