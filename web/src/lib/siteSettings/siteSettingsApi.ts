import { loadPublicDb } from '../firebase/loadPublicDb';
import { toSiteSettings, type SiteSettings } from './siteSettings';

/** One-shot read of `settings/site` for the public pages. */
export async function fetchSiteSettings(): Promise<SiteSettings> {
  const { lite, db } = await loadPublicDb();
  const snapshot = await lite.getDoc(lite.doc(db, 'settings/site'));
  return toSiteSettings(snapshot.data());
}
