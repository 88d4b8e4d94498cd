import { useEffect, useState, useSyncExternalStore } from 'react';
import { watchServerConnection } from './api/connectionApi';
import { afterSnapshot, initialConnection, isOffline } from './connection';
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

/** Whether Firestore reaches the server (connection.ts): a metadata listener on the small `stats/dashboard`. */
export function useOffline(): boolean {
  const [state, setState] = useState(initialConnection);
  const browserOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  useEffect(() => watchServerConnection((fromCache) => setState((current) => afterSnapshot(current, fromCache))), []);
  return isOffline(state, browserOnline);
}
