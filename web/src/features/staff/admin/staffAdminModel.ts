import { isStaffStatus, isStaffType, staffStatuses, staffTypes, statusTone, type StaffMember, type StaffStatus, type StaffType } from '../../../lib/staffModel';

/**
 * The admin view of a staff member (DESIGN.md section 5); the enums come from lib/staffModel,
 * shared with the public pages.
 */
export { isStaffStatus, isStaffType, staffStatuses, staffTypes };
export type { StaffStatus, StaffType };

/** The admin view adds the stored CV path and the update time. */
export interface AdminStaff extends StaffMember {
  cvPath: string | null;
  updatedAt: Date | null;
}

export interface StaffContact {
  email: string;
  phone: string;
}



const antdStatusColor = { success: 'success', warning: 'warning', info: 'processing', neutral: 'default' } as const;

/** antd Tag colour of a status badge (SPEC section 4 tones, shared with the public pages). */
export function statusColor(status: StaffStatus): (typeof antdStatusColor)[keyof typeof antdStatusColor] {
  return antdStatusColor[statusTone(status)];
}

/** Stored URLs are absolute http(s) (Storage download URLs) or site-relative (`/cvs/...`); anything else is not linked. */
export function safeHref(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
