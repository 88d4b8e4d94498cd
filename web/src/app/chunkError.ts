/**
 * After a deploy (or a rebuild under the hosting emulator) an open tab may ask for a lazy
 * chunk that no longer exists. Those errors are recognised here so the app can reload once.
 */
const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkErrorPatterns.some((pattern) => pattern.test(message));
}

/** Reload at most once per minute for the same path, so a truly missing chunk cannot loop. */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > 60_000;
}

const reloadKey = 'chunkReloadAt';

function lastReloadAt(storage: Pick<Storage, 'getItem'> | null): number | null {
  try {
    const value = storage?.getItem(reloadKey);
    return value ? Number(value) : null;
  } catch {
    return null;
  }
}

/**
 * For a stale or failed chunk: records the time in `storage` and calls `reload`, unless a reload for
 * one already happened in the last minute (then the caller shows its error instead). Returns whether it
 * reloaded. Without storage (private modes may throw) it still reloads: the page state resets anyway.
 */
export function reloadOnceForChunkError(
  error: unknown,
  storage: Pick<Storage, 'getItem' | 'setItem'> | null,
  now: number,
  reload: () => void,
): boolean {
  if (!isChunkLoadError(error)) return false;
  if (!shouldReload(lastReloadAt(storage), now)) return false;
  try {
    storage?.setItem(reloadKey, String(now));
  } catch {
    // Reloading once without a record is still better than a page whose controls never start.
  }
  reload();
  return true;
}

/** The tab's sessionStorage, or null where reading it throws. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** reloadOnceForChunkError for this tab: its sessionStorage, the time now, a page reload. */
export const reloadPageOnceForChunkError = (error: unknown): boolean =>
  reloadOnceForChunkError(error, sessionStore(), Date.now(), () => window.location.reload());

/**
 * The catch of a start chunk's import (the early layer, the app): a stale or dropped chunk reloads the
 * page once; anything else is logged as `what`, and the pre-rendered page keeps working without it.
 */
export function reportStartError(what: string): (error: unknown) => void {
  return (error) => {
    if (!reloadPageOnceForChunkError(error)) console.error(what, error);
  };
}
