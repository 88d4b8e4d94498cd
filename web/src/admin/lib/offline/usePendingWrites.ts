import { useSyncExternalStore } from 'react';
import { adminPendingWrites } from './pendingWrites';

/** The admin's writes waiting for the server, live: `count` in all, `has(id)` per record. */
export function usePendingWrites() {
  useSyncExternalStore(adminPendingWrites.subscribe, adminPendingWrites.version, adminPendingWrites.version);
  return { count: adminPendingWrites.count(), has: adminPendingWrites.has };
}

const subscribeOnline = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** Whether the browser says it is online (the offline banner). */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
}
