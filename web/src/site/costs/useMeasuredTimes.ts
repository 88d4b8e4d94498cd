import { useEffect, useState } from 'react';
import type { MeasuredTimes } from '@household/model';
import { prerenderKeys } from '@/lib/prerender/keys';
import { usePrerendered } from '@/lib/prerender/PrerenderData';
import { fetchMeasuredTimes } from './api/costsApi';

/**
 * The measured medians per country (issue 34), computed daily by a Cloud Function, never in the browser:
 * from the pre-rendered `/costs` page, else read once. Null while loading, when never computed or when the
 * read failed (the page then says "not enough completed requests yet").
 */
export function useMeasuredTimes(): MeasuredTimes | null {
  const prerendered = usePrerendered<MeasuredTimes | null>(prerenderKeys.measuredTimes);
  const [times, setTimes] = useState<MeasuredTimes | null>(prerendered ?? null);
  useEffect(() => {
    if (prerendered !== undefined) return;
    let alive = true;
    fetchMeasuredTimes().then(
      (value) => alive && setTimes(value),
      (error: unknown) => console.error('Failed to load the measured times', error),
    );
    return () => {
      alive = false;
    };
  }, [prerendered]);
  return times;
}
