import {
  countryCostsFromStored,
  measuredTimesFromStored,
  measuredTimesPath,
  type CountryCost,
  type MeasuredTimes,
} from '@household/model';
import { loadPublicDb } from '@/lib/firebase/loadPublicDb';

/**
 * One-shot read of the published costs (`countryCosts`, public, one small document per country the office
 * entered). Pre-rendered pages carry them (entry-server.tsx), so this runs only where a page was not.
 */
export async function fetchCountryCosts(): Promise<CountryCost[]> {
  const { lite, db } = await loadPublicDb();
  const snapshot = await lite.getDocs(lite.collection(db, 'countryCosts'));
  return countryCostsFromStored(snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() })));
}

/** One-shot read of the measured medians (`publicStats/measuredTimes`, public); null when never computed. */
export async function fetchMeasuredTimes(): Promise<MeasuredTimes | null> {
  const { lite, db } = await loadPublicDb();
  const snapshot = await lite.getDoc(lite.doc(db, measuredTimesPath));
  return measuredTimesFromStored(snapshot.data());
}
