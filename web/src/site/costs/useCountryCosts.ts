import { useEffect, useState } from 'react';
import type { CountryCost } from '@household/model';
import { prerenderKeys } from '@/lib/prerender/keys';
import { usePrerendered } from '@/lib/prerender/PrerenderData';
import { fetchCountryCosts } from './api/costsApi';

export type CountryCostsState =
  { status: 'loading' | 'failed'; costs: CountryCost[] } | { status: 'ready'; costs: CountryCost[] };

/**
 * The published costs: from the pre-rendered page when it carries them (`/`, `/costs`, worker pages), else
 * read once. A failed read shows nothing (nothing is shown that the office did not enter).
 */
export function useCountryCosts(): CountryCostsState {
  const prerendered = usePrerendered<CountryCost[]>(prerenderKeys.countryCosts);
  const [state, setState] = useState<CountryCostsState>(
    prerendered ? { status: 'ready', costs: prerendered } : { status: 'loading', costs: [] },
  );
  useEffect(() => {
    if (prerendered) return;
    let alive = true;
    fetchCountryCosts().then(
      (costs) => alive && setState({ status: 'ready', costs }),
      (error: unknown) => {
        console.error('Failed to load the costs', error);
        if (alive) setState({ status: 'failed', costs: [] });
      },
    );
    return () => {
      alive = false;
    };
  }, [prerendered]);
  return state;
}
