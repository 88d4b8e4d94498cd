import type { DocumentReference, Query } from 'firebase/firestore';
import { useMemo } from 'react';
import { useFirestoreCollectionData, useFirestoreDocData } from 'reactfire';

/**
 * The admin portal's one way to read live data: reactfire's listeners (never Suspense mode:
 * reactfire #793), each stored document passed through the feature's pure mapper once per snapshot.
 * A feature's api file names its query and mapper and returns `useLiveCollection(query, fromStored)`;
 * pages read `status` (spinner while 'loading', the error state on 'error'), `data` and `error`.
 *
 * Mappers and queries must be stable (module level, or memoised on their inputs): a new mapper on
 * every render would map every document again on every render.
 */
export type LiveStatus = 'loading' | 'error' | 'success';

export interface Live<T> {
  status: LiveStatus;
  data: T;
  error?: Error;
}

/** Maps one stored document (its id and fields) to the feature's type; null or undefined drops it. */
export type FromStored<T> = (id: string, data: Record<string, unknown>) => T | null | undefined;

/** A live query, in the query's order, each document mapped by `fromStored` (dropped when it answers null). */
export function useLiveCollection<T>(source: Query, fromStored: FromStored<T>): Live<T[]> {
  const { status, data, error } = useFirestoreCollectionData(source, { idField: 'id' });
  const items = useMemo(
    () =>
      (data ?? []).flatMap((raw) => {
        const item = fromStored(String(raw.id), raw as Record<string, unknown>);
        return item === null || item === undefined ? [] : [item];
      }),
    [data, fromStored],
  );
  return { status, data: items, error };
}

/** A live document mapped by `fromStored` (it receives undefined while loading or when the document is missing). */
export function useLiveDoc<T>(
  ref: DocumentReference,
  fromStored: (data: Record<string, unknown> | undefined) => T,
): Live<T> {
  const { status, data, error } = useFirestoreDocData(ref, { idField: 'id' });
  const value = useMemo(() => fromStored(data as Record<string, unknown> | undefined), [data, fromStored]);
  return { status, data: value, error };
}
