import { doc } from 'firebase/firestore';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { useLiveDoc, type Live } from '@/admin/lib/firebase/useLive';
import { toSiteSettings, type SiteSettings } from '@/lib/siteSettings/siteSettings';

/** A live settings document (`status` and `data`), as plain values with null for absent ones. */
export type LiveSettings<T> = Live<T>;

const siteRef = doc(adminDb, 'settings/site');

/** Live `settings/site` in the admin portal (full SDK), as plain values with null for absent ones. */
export function useSiteSettingsLive(): LiveSettings<SiteSettings> {
  return useLiveDoc(siteRef, toSiteSettings);
}
