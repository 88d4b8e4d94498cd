import { countryCodes, type CountryCode } from './common.ts';
import { isOneOf, nonNegative, optionalText, storedDate, text, type StoredData, type ToDate } from './stored.ts';
import { languagesOf, skillsFor, type StaffLanguage, type StaffSkill } from './staffSkills.ts';
import { isObjectPath, safeUrl } from './urls.ts';

/** `staff/{id}`: a worker's profile; public while `status == 'active'`. */
export const staffTypes = ['Maid', 'Cleaner', 'Nanny', 'Driver', 'transfer'] as const;
export type StaffType = (typeof staffTypes)[number];

export const staffStatuses = ['pending', 'interview', 'background', 'approved', 'training', 'active', 'inactive'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** What an unknown stored status reads as: never shown publicly, never counted as an application. */
export const fallbackStaffStatus: StaffStatus = 'inactive';

export const isStaffType = (value: unknown): value is StaffType => isOneOf(staffTypes, value);
export const isStaffStatus = (value: unknown): value is StaffStatus => isOneOf(staffStatuses, value);
export const isCountryCode = (value: unknown): value is CountryCode => isOneOf(countryCodes, value);

/** A public staff reference: type prefix, a dash and four digits (`MD-0142`); firestore.rules checks the same. */
export const staffRefCodePattern = /^(MD|CL|NN|DR|TR)-[0-9]{4}$/;
export const isStaffRefCode = (value: unknown): value is string => typeof value === 'string' && staffRefCodePattern.test(value);

/** The stored document (what the rules accept), with the SDK's time type left open. */
export interface StaffDoc<Time = unknown> {
  refCode: string;
  name: string;
  type: StaffType;
  status: StaffStatus;
  country: CountryCode;
  experienceYears: number;
  descriptionEn: string;
  descriptionAr: string;
  transferable: boolean;
  showPhoto: boolean;
  photoUrl: string | null;
  cvUrl: string | null;
  cvPath: string | null;
  /** Optional in storage (absent = none): what the worker does, from the type's fixed set. */
  skills?: StaffSkill[];
  /** Optional in storage (absent = none): language codes the worker speaks. */
  languages?: StaffLanguage[];
  /** Optional in storage (absent = not reserved): set by the requests board; publicly "Reserved" while in the future. */
  reservedUntil?: Time | null;
  createdAt: Time;
  updatedAt: Time;
}

/** A staff member as the app uses it: plain values, Dates, URLs already checked. */
export interface Staff {
  id: string;
  refCode: string;
  name: string;
  type: StaffType;
  status: StaffStatus;
  country: CountryCode | null;
  experienceYears: number;
  descriptionEn: string;
  descriptionAr: string;
  transferable: boolean;
  showPhoto: boolean;
  photoUrl: string | null;
  cvUrl: string | null;
  cvPath: string | null;
  skills: StaffSkill[];
  languages: StaffLanguage[];
  /** Held for a request until this time (null: not reserved). */
  reservedUntil: Date | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

/** The one staff mapper: stored data -> Staff. Unknown type reads as Maid, unknown status as inactive. */
export function staffFromStored(id: string, data: StoredData, toDate: ToDate = storedDate): Staff {
  const cvPath = optionalText(data.cvPath);
  const type = isStaffType(data.type) ? data.type : 'Maid';
  return {
    id,
    refCode: text(data.refCode),
    name: text(data.name),
    type,
    status: isStaffStatus(data.status) ? data.status : fallbackStaffStatus,
    country: isCountryCode(data.country) ? data.country : null,
    experienceYears: nonNegative(data.experienceYears),
    descriptionEn: text(data.descriptionEn),
    descriptionAr: text(data.descriptionAr),
    transferable: data.transferable === true,
    showPhoto: data.showPhoto === true,
    photoUrl: safeUrl(data.photoUrl),
    cvUrl: safeUrl(data.cvUrl),
    cvPath: cvPath && isObjectPath(cvPath) ? cvPath : null,
    skills: skillsFor(type, data.skills),
    languages: languagesOf(data.languages),
    reservedUntil: toDate(data.reservedUntil),
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
  };
}

/** `staffContacts/{staffId}`: the worker's contact data, admin only. */
export interface StaffContactDoc {
  email: string;
  phone: string;
}
export type StaffContact = StaffContactDoc;

export function staffContactFromStored(data: StoredData): StaffContact {
  return { email: text(data.email), phone: text(data.phone) };
}
