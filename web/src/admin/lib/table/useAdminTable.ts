import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useSearchParams } from 'react-router-dom';
import { openParam, searchOf, searchParam, withParam } from './tableAddress';

/** Below this width (antd's `md`) the admin lists are cards instead of tables. */
export const compactQuery = '(max-width: 767.98px)';

const subscribeCompact = (listener: () => void) => {
  const query = window.matchMedia(compactQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
};

/** Whether the screen is a phone's (below 768 px): lists show cards, records open full-screen. */
export function useCompactLayout(): boolean {
  return useSyncExternalStore(
    subscribeCompact,
    () => window.matchMedia(compactQuery).matches,
    () => false,
  );
}

export interface AdminTableOptions {
  /** Parameters a new search starts again from (the page number). */
  resetOnSearch?: readonly string[];
  /** How long typing must pause before the search reaches the address (ms). */
  searchDelay?: number;
}

/**
 * The admin table kit's hook (docs/decisions/029-admin-on-a-phone.md): the address state every list page
 * shares. The search box writes `?q=` once typing pauses (no history entry per letter) and follows the
 * address when the back button or a saved view changes it; `?open=` is the record shown in its drawer;
 * the selection is the bulk actions' rows; `compact` says the page shows cards. Filters, sort and page are
 * the page's own parameters (useUrlChoice), so a saved view (the address's search part) keeps them all.
 */
export function useAdminTable({ resetOnSearch = [], searchDelay = 300 }: AdminTableOptions = {}) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchOf(searchParams);
  const [searchInput, setSearchInput] = useState(search);
  const written = useRef(search);
  const resetKey = resetOnSearch.join(',');

  useEffect(() => {
    if (searchInput.trim() === written.current) return;
    const timer = setTimeout(() => {
      written.current = searchInput.trim();
      setSearchParams((current) => withParam(current, searchParam, searchInput, resetKey ? resetKey.split(',') : []), {
        replace: true,
      });
    }, searchDelay);
    return () => clearTimeout(timer);
  }, [searchInput, searchDelay, setSearchParams, resetKey]);

  // The back button, a saved view or a pasted link changed ?q=: the box follows.
  useEffect(() => {
    if (search === written.current) return;
    written.current = search;
    setSearchInput(search);
  }, [search]);

  const openId = searchParams.get(openParam);
  const show = useCallback(
    (id: string) => setSearchParams((current) => withParam(current, openParam, id)),
    [setSearchParams],
  );
  const close = useCallback(
    () => setSearchParams((current) => withParam(current, openParam, null), { replace: true }),
    [setSearchParams],
  );

  const [selectedIds, setSelectedIds] = useState<readonly string[]>([]);
  const clearSelection = useCallback(() => setSelectedIds([]), []);

  return {
    /** The search as the address has it (what the list filters by). */
    search,
    searchInput,
    setSearchInput,
    openId,
    show,
    close,
    selectedIds,
    setSelectedIds,
    clearSelection,
    compact: useCompactLayout(),
  };
}

export type AdminTable = ReturnType<typeof useAdminTable>;
