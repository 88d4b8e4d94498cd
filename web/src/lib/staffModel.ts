import type { Staff, StaffStatus } from '@household/model';

/** Staff enums and the stored shape live in the model (@household/model); the pages share them from here. */
export {
  isStaffStatus,
  isStaffType,
  staffStatuses,
  staffTypes,
  type StaffStatus,
  type StaffType,
} from '@household/model';

/** A staff member as the pages see it (the model's Staff: plain values, Dates, checked URLs). */
export type StaffMember = Staff;

/** Badge tone of a status: active/approved success, pending/training warning, interview/background info, else neutral. */
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
