/**
 * The shortlist in this device's localStorage, without React: read by the `useShortlist` hook and written
 * by it and by the early click handler (site/early/), which saves a worker before the app has started.
 */
import {
  parseShortlist,
  serializeShortlist,
  shortlistStorageKey,
  toggleShortlist,
  type ToggleResult,
} from './shortlistStore';

/** Dispatched on window after every write, so each Save button and the header count follow. */
export const shortlistChangeEvent = 'shortlist-change';

export function readShortlist(): string {
  try {
    return window.localStorage.getItem(shortlistStorageKey) ?? '[]';
  } catch {
    return '[]';
  }
}

export function writeShortlist(codes: string[]): void {
  try {
    window.localStorage.setItem(shortlistStorageKey, serializeShortlist(codes));
  } catch {
    // Private mode without storage: the list lives until the page closes.
  }
  window.dispatchEvent(new Event(shortlistChangeEvent));
}

/** Saves a worker that is not saved yet, removes one that is (a full list stays as it is). */
export function toggleStoredShortlist(refCode: string): ToggleResult {
  const result = toggleShortlist(parseShortlist(readShortlist()), refCode);
  if (result.outcome === 'added' || result.outcome === 'removed') writeShortlist(result.codes);
  return result;
}
