import { doc, getDoc } from 'firebase/firestore/lite';
import { publicDb } from '../firebase/publicDb';
import { toSiteSettings, type SiteSettings } from './siteSettings';

/** One-shot read of `settings/site` for the public pages. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const snapshot = await getDoc(doc(publicDb(), 'settings/site'));
  return toSiteSettings(snapshot.data());
}
