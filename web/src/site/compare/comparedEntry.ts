import type { PublicStaffEntry } from '@household/model';

/** One worker of a compare address: the public worker, or null when no longer published. */
export interface ComparedEntry {
  refCode: string;
  staff: PublicStaffEntry | null;
}
