import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { prerenderKeys } from '@/lib/prerender/keys';
import { usePrerendered } from '@/lib/prerender/PrerenderData';
import { countStaff, cursorAfter, fetchStaffPage, type StaffCursor } from './api/staffApi';
import type { PublicStaffEntry } from '@household/model';
import { queryKey, type StaffQuerySpec } from './staffQuery';

export interface StaffListState {
  items: PublicStaffEntry[];
  /** Matching staff on the server (count aggregation); null until known or when it failed. */
  total: number | null;
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  /** The last Load more read failed: the list keeps what it shows and says so; loadMore tries again. */
  moreFailed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  retry: () => void;
}

interface InternalState {
  key: string;
  items: PublicStaffEntry[];
  next: StaffCursor | null;
  total: number | null;
  loading: boolean;
  loadingMore: boolean;
  failed: boolean;
  moreFailed: boolean;
}

const initial = (key: string): InternalState => ({
  key,
  items: [],
  next: null,
  total: null,
  loading: true,
  loadingMore: false,
  failed: false,
  moreFailed: false,
});

/** The first page of a list as the pre-renderer read it (docs/decisions/013-pre-rendered-html.md). */
export interface PrerenderedStaffList {
  items: PublicStaffEntry[];
  /** null for a list with facts filters (no count line). */
  total: number | null;
  /** The page was full: there may be more after its last worker. */
  hasMore: boolean;
}

function fromPrerendered(key: string, spec: StaffQuerySpec, list: PrerenderedStaffList): InternalState {
  const last = list.items[list.items.length - 1];
  return {
    key,
    items: list.items,
    next: list.hasMore && last ? cursorAfter(spec, last) : null,
    total: list.total,
    loading: false,
    loadingMore: false,
    failed: false,
    moreFailed: false,
  };
}

/**
 * A paginated staff list for a query spec: the first page and the count load together; loadMore
 * fetches the next page after the last document. Changing the spec starts over. A failed first read
 * shows the list's retry state; a failed Load more keeps the cards and says so (`moreFailed`).
 */
export function useStaffList(spec: StaffQuerySpec): StaffListState {
  const key = queryKey(spec);
  // A pre-rendered page carries its first page of staff: the list starts there, without a read.
  const prerendered = usePrerendered<PrerenderedStaffList>(prerenderKeys.staffList(key));
  const [state, setState] = useState<InternalState>(() =>
    prerendered ? fromPrerendered(key, spec, prerendered) : initial(key),
  );
  const [attempt, setAttempt] = useState(0);
  const specRef = useRef(spec);
  specRef.current = spec;
  const stateRef = useRef(state);
  stateRef.current = state;

  useEffect(() => {
    let active = true;
    const current = specRef.current;
    // The pre-rendered first page of this query, on the first mount: nothing to read.
    // (Only then is this query's state already settled when its effect runs.)
    if (attempt === 0 && stateRef.current.key === key && !stateRef.current.loading) return;
    // Already the loading state of this query on the first mount: no second render of the skeletons.
    setState((s) => (s.key === key && s.loading && !s.failed && s.items.length === 0 ? s : initial(key)));
    fetchStaffPage(current, null)
      .then((page) => {
        // A transition: the cards render in slices that yield to taps and scrolling, not one long task.
        if (active)
          startTransition(() =>
            setState((s) => (s.key === key ? { ...s, items: page.items, next: page.next, loading: false } : s)),
          );
      })
      .catch((error: unknown) => {
        console.error('Failed to fetch staff data', error);
        if (active) setState((s) => (s.key === key ? { ...s, loading: false, failed: true } : s));
      });
    countStaff(current)
      .then((total) => {
        if (active) startTransition(() => setState((s) => (s.key === key ? { ...s, total } : s)));
      })
      .catch((error: unknown) => console.error('Failed to count staff', error));
    return () => {
      active = false;
    };
  }, [key, attempt]);

  const loadMore = useCallback(() => {
    const s = stateRef.current;
    if (!s.next || s.loadingMore || s.key !== key) return;
    const cursor = s.next;
    setState({ ...s, loadingMore: true, moreFailed: false });
    fetchStaffPage(specRef.current, cursor)
      .then((page) =>
        setState((p) =>
          p.key === key && p.next === cursor
            ? { ...p, items: [...p.items, ...page.items], next: page.next, loadingMore: false }
            : p,
        ),
      )
      .catch((error: unknown) => {
        console.error('Failed to fetch more staff', error);
        setState((p) => (p.key === key && p.next === cursor ? { ...p, loadingMore: false, moreFailed: true } : p));
      });
  }, [key]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  const current = state.key === key ? state : initial(key);
  const hasMore = current.next !== null && (current.total === null || current.items.length < current.total);
  return {
    items: current.items,
    total: current.total,
    loading: current.loading,
    loadingMore: current.loadingMore,
    failed: current.failed,
    moreFailed: current.moreFailed,
    hasMore,
    loadMore,
    retry,
  };
}
