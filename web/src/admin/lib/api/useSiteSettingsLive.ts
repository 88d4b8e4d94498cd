import { doc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreDocData } from 'reactfire';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { toSiteSettings, type SiteSettings } from '@/lib/siteSettings/siteSettings';

export interface LiveSettings<T> {
  status: 'loading' | 'error' | 'success';
  data: T;
}

/** Live `settings/site` in the admin portal (full SDK), as plain values with null for absent ones. */
export function useSiteSettingsLive(): LiveSettings<SiteSettings> {
  const { status, data } = useFirestoreDocData(doc(adminDb, 'settings/site'), { idField: 'id' });
  const settings = useMemo(() => toSiteSettings(data as Record<string, unknown> | undefined), [data]);
  return { status, data: settings };
}
