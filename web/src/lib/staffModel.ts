import type { CountryCode } from './countries';

/** Staff enums of DESIGN.md section 5, shared by the public staff pages and the admin staff page. */
export const staffTypes = ['Maid', 'Cleaner', 'Nanny', 'Driver', 'transfer'] as const;
export type StaffType = (typeof staffTypes)[number];

export const staffStatuses = ['pending', 'interview', 'background', 'approved', 'training', 'active', 'inactive'] as const;
export type StaffStatus = (typeof staffStatuses)[number];

export function isStaffType(value: unknown): value is StaffType {
  return typeof value === 'string' && (staffTypes as readonly string[]).includes(value);
}

export function isStaffStatus(value: unknown): value is StaffStatus {
  return typeof value === 'string' && (staffStatuses as readonly string[]).includes(value);
}

/** A staff member as the pages see it (DESIGN.md section 5, without admin-only fields). */
export interface StaffMember {
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

/** Badge tone of a status (SPEC section 4): active/approved success, pending/training warning, interview/background info, else neutral. */
export type BadgeTone = 'success' | 'warning' | 'info' | 'neutral';

export function statusTone(status: StaffStatus): BadgeTone {
  switch (status) {
    case 'active':
    case 'approved':
      return 'success';
    case 'pending':
    case 'training':
      return 'warning';
    case 'interview':
    case 'background':
      return 'info';
    default:
      return 'neutral';
  }
}
