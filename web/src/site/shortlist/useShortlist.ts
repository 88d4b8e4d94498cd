import { useCallback, useSyncExternalStore } from 'react';
import { parseShortlist, removeFromShortlist, type ToggleResult } from '@/site/device/shortlistStore';
import {
  readShortlist,
  shortlistChangeEvent,
  toggleStoredShortlist,
  writeShortlist,
} from '@/site/device/shortlistStorage';

function subscribe(onChange: () => void): () => void {
  window.addEventListener(shortlistChangeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(shortlistChangeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The shortlist in localStorage, shared by every component of the page and other tabs. */
export function useShortlist() {
  const raw = useSyncExternalStore(subscribe, readShortlist, () => '[]');
  const codes = parseShortlist(raw);
  const toggle = useCallback((refCode: string): ToggleResult => toggleStoredShortlist(refCode), []);
  const remove = useCallback(
    (refCode: string) => writeShortlist(removeFromShortlist(parseShortlist(readShortlist()), refCode)),
    [],
  );
  const clear = useCallback(() => writeShortlist([]), []);
  return { codes, toggle, remove, clear };
}
