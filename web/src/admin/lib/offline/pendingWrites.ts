/**
 * The admin's writes still waiting for the server (docs/decisions/029-admin-on-a-phone.md). A Firestore
 * write resolves only once the server has it; with the persistent local cache it is applied to the
 * cache (and the page) at once and queued while offline, then sent once when the connection returns.
 * This store counts the unresolved ones per record, so a row can say "waiting" and the offline banner
 * how many changes wait. Framework-free: the React side subscribes (usePendingWrites).
 */
export type PendingListener = () => void;

export interface PendingWrites {
  /** Runs `write` for record `key` and counts it until it settles; resolves or rejects as `write` does. */
  track: <T>(key: string, write: Promise<T>) => Promise<T>;
  /** How many writes wait, in all. */
  count: () => number;
  /** Whether a write to record `key` waits. */
  has: (key: string) => boolean;
  subscribe: (listener: PendingListener) => () => void;
  /** A value that changes whenever the pending set does (for useSyncExternalStore). */
  version: () => number;
}

export function createPendingWrites(): PendingWrites {
  const byKey = new Map<string, number>();
  const listeners = new Set<PendingListener>();
  let total = 0;
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  const add = (key: string, delta: 1 | -1) => {
    const next = (byKey.get(key) ?? 0) + delta;
    if (next > 0) byKey.set(key, next);
    else byKey.delete(key);
    total += delta;
    changed();
  };
  return {
    async track(key, write) {
      add(key, 1);
      try {
        return await write;
      } finally {
        add(key, -1);
      }
    },
    count: () => total,
    has: (key) => byKey.has(key),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}

/** The admin portal's one store. */
export const adminPendingWrites = createPendingWrites();
