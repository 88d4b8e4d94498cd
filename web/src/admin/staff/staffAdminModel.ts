import {
  isStaffStatus,
  isStaffType,
  staffStatuses,
  staffTypes,
  statusTone,
  type StaffMember,
  type StaffStatus,
  type StaffType,
} from '@/lib/staffModel';

/**
 * The admin view of a staff member (docs/architecture.md#data-model); the enums come from lib/staffModel,
 * shared with the public pages.
 */
export { isStaffStatus, isStaffType, staffStatuses, staffTypes };
export type { StaffStatus, StaffType };

/**
 * The admin view: the model's Staff (with the stored CV path and the update time), plus when the
 * worker agreed to be published (required for status active; docs/architecture.md#data-model).
 */
export type AdminStaff = StaffMember & { publishConsentAt?: Date | null };

export type { StaffContact } from '@household/model';

const antdStatusColor = { success: 'success', warning: 'warning', info: 'processing', neutral: 'default' } as const;

/** antd Tag colour of a status badge (the tones of lib/staffModel, shared with the public pages). */
export function statusColor(status: StaffStatus): (typeof antdStatusColor)[keyof typeof antdStatusColor] {
  return antdStatusColor[statusTone(status)];
}

/** The one URL check of the model: https: or site-relative (loopback http for the Storage emulator); anything else is not linked. */
