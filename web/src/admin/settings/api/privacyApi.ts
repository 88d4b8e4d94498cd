import { httpsCallable } from 'firebase/functions';
import { adminFunctions } from '@/admin/lib/firebase/adminSdk';
import { useSiteSettingsLive } from '@/admin/lib/api/useSiteSettingsLive';
import { saveSiteSettings } from './settingsApi';
import type { EraseContactAnswer, EraseContactInput, EraseCounts } from '@household/model';

/**
 * Data access of the Privacy card: `settings/site.retentionMonths` (public: the visitor's consent text
 * and the purge read the same setting) and the `eraseContact` callable.
 */

/** Live retention period in months (the default when unset). */
export function useRetentionMonths(): { status: 'loading' | 'error' | 'success'; months: number } {
  const { status, data } = useSiteSettingsLive();
  return { status, months: data.retentionMonths };
}

export async function saveRetentionMonths(months: number): Promise<void> {
  await saveSiteSettings({ retentionMonths: months });
}

/** Counts (`apply` false) or erases (`apply` true) everything held about one e-mail or phone. */
export async function eraseContact(contact: string, apply: boolean): Promise<EraseCounts> {
  const call = httpsCallable<EraseContactInput, EraseContactAnswer>(adminFunctions, 'eraseContact');
  return (await call({ contact, apply })).data.counts;
}
