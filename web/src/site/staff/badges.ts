import type { StaffStatus, StaffType } from '@/lib/staffModel';

/**
 * Transfer page badge: active -> 'Domestic Worker', pending -> 'Pending',
 * anything else -> 'Inactive'. Returns the i18n key under `staff.badge`.
 */
export type TransferBadge = 'domesticWorker' | 'pending' | 'inactive';

export function transferBadge(status: StaffStatus): TransferBadge {
  if (status === 'active') return 'domesticWorker';
  if (status === 'pending') return 'pending';
  return 'inactive';
}

export { statusTone, type BadgeTone } from '@/lib/staffModel';

/** i18n key (under `staff.type`) of a staff type's label. */
export function typeLabelKey(type: StaffType): string {
  return `staff.type.${type}`;
}
