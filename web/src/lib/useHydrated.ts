import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the pre-rendered HTML and while React hydrates it; true once the page runs in the browser.
 * Forms disable their fields until then, so nothing typed into the pre-rendered page before the app
 * took over is wiped by hydration (or sent as a plain HTML form submit).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
