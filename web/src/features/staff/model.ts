import type { CountryCode } from '../../lib/countries';

/** Staff model of DESIGN.md section 5, as the public pages see it (plain values, Dates). */
export const staffTypes = ['Maid', 'Cleaner', 'Nanny', 'Driver', 'transfer'] as const;
export type StaffType = (typeof staffTypes)[number];

export const staffStatuses = ['pending', 'interview', 'background', 'approved', 'training', 'active', 'inactive'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

/** The types the maids page lists (SPEC section 7: Maid, Cleaner or Nanny). */
export const maidPageTypes = ['Maid', 'Cleaner', 'Nanny'] as const satisfies readonly StaffType[];
export type MaidPageType = (typeof maidPageTypes)[number];

export interface PublicStaff {
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
  createdAt: Date | null;
}

export function isStaffType(value: unknown): value is StaffType {
  return typeof value === 'string' && (staffTypes as readonly string[]).includes(value);
}

export function isMaidPageType(value: unknown): value is MaidPageType {
  return typeof value === 'string' && (maidPageTypes as readonly string[]).includes(value);
}

export function isStaffStatus(value: unknown): value is StaffStatus {
  return typeof value === 'string' && (staffStatuses as readonly string[]).includes(value);
}
