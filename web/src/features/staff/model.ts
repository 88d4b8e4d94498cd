import type { CountryCode } from '../../lib/countries';
import { isStaffStatus, isStaffType, staffStatuses, staffTypes, type StaffStatus, type StaffType } from '../../lib/staffModel';

/** Staff model of DESIGN.md section 5, as the public pages see it (plain values, Dates). */
export { isStaffStatus, isStaffType, staffStatuses, staffTypes };
export type { StaffStatus, StaffType };

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


export function isMaidPageType(value: unknown): value is MaidPageType {
  return typeof value === 'string' && (maidPageTypes as readonly string[]).includes(value);
}

