import { useCallback, useSyncExternalStore } from 'react';
import {
  parseShortlist,
  removeFromShortlist,
  serializeShortlist,
  shortlistStorageKey,
  toggleShortlist,
  type ToggleResult,
} from './shortlistStore';

/** The shortlist in localStorage, shared by every component of the page and other tabs. */
const changeEvent = 'shortlist-change';

function read(): string {
  try {
    return window.localStorage.getItem(shortlistStorageKey) ?? '[]';
  } catch {
    return '[]';
  }
}

function write(codes: string[]): void {
  try {
    window.localStorage.setItem(shortlistStorageKey, serializeShortlist(codes));
  } catch {
    // Private mode without storage: the list lives until the page closes.
  }
  window.dispatchEvent(new Event(changeEvent));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener('storage', onChange);
  };
}

export function useShortlist() {
  const raw = useSyncExternalStore(subscribe, read, () => '[]');
  const codes = parseShortlist(raw);
  const toggle = useCallback((refCode: string): ToggleResult => {
    const result = toggleShortlist(parseShortlist(read()), refCode);
    if (result.outcome === 'added' || result.outcome === 'removed') write(result.codes);
    return result;
  }, []);
  const remove = useCallback((refCode: string) => write(removeFromShortlist(parseShortlist(read()), refCode)), []);
  const clear = useCallback(() => write([]), []);
  return { codes, toggle, remove, clear };
}
