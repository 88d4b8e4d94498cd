import type { CountryCode } from '../../../lib/countries';
import { isStaffStatus, isStaffType, staffStatuses, staffTypes, type StaffStatus, type StaffType } from '../../../lib/staffModel';

/**
 * The admin view of a staff member (DESIGN.md section 5); the enums come from lib/staffModel,
 * shared with the public pages.
 */
export { isStaffStatus, isStaffType, staffStatuses, staffTypes };
export type { StaffStatus, StaffType };

export interface AdminStaff {
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
  createdAt: Date | null;
  updatedAt: Date | null;
}

export interface StaffContact {
  email: string;
  phone: string;
}



/** Badge colours of SPEC section 4: active/approved success, pending/training warning, interview/background info. */
export function statusColor(status: StaffStatus): 'success' | 'warning' | 'processing' | 'default' {
  switch (status) {
    case 'active':
    case 'approved':
      return 'success';
    case 'pending':
    case 'training':
      return 'warning';
    case 'interview':
    case 'background':
      return 'processing';
    default:
      return 'default';
  }
}

/** Stored URLs are absolute http(s) (Storage download URLs) or site-relative (`/cvs/...`); anything else is not linked. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
