import { collection, doc, setDoc } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData } from 'reactfire';
import {
  countryCostFromStored,
  priceCeilingsFromStored,
  type CountryCode,
  type CountryCost,
  type PriceCeilings,
} from '@household/model';
import { useLiveDoc, type Live } from '@/admin/lib/firebase/useLive';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { adminStampedBatch, withActor } from '@/admin/lib/firebase/actor';
import { isCountryCode } from '@/lib/countries';
import type { StoredCost } from '../costForm';

const costsCollection = collection(adminDb, 'countryCosts');

export interface AdminCostsState {
  status: 'loading' | 'error' | 'success';
  /** Per country code, what is stored (figures and the last change). */
  costs: Partial<Record<CountryCode, CountryCost>>;
}

/** Live `countryCosts` (one small document per country; no query shape: the whole collection). */
export function useAdminCountryCosts(): AdminCostsState {
  const { status, data } = useFirestoreCollectionData(costsCollection, { idField: 'id' });
  const costs = useMemo(() => {
    const out: Partial<Record<CountryCode, CountryCost>> = {};
    for (const raw of data ?? []) {
      const id = String(raw.id);
      if (isCountryCode(id)) out[id] = countryCostFromStored(id, raw as Record<string, unknown>);
    }
    return out;
  }, [data]);
  return { status, costs };
}

/** Writes one country's figures whole (the rules want every key), with the audit stamp. */
export async function saveCountryCost(code: CountryCode, value: StoredCost): Promise<void> {
  await adminStampedBatch('countryCosts')
    .set(doc(adminDb, 'countryCosts', code), { ...value })
    .commit();
}

const ceilingsRef = doc(adminDb, 'settings/priceCeilings');

/** The price ceilings in force (`settings/priceCeilings`, else the published defaults), live. */
export function usePriceCeilings(): Live<PriceCeilings> {
  return useLiveDoc(ceilingsRef, priceCeilingsFromStored);
}

/** Writes every country's ceiling (the rules want the whole map; null: no ceiling), with the audit stamp. */
export async function savePriceCeilings(ceilings: PriceCeilings): Promise<void> {
  await setDoc(ceilingsRef, withActor({ ceilingsSar: { ...ceilings } }));
}
