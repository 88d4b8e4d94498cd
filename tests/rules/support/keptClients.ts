// The rules suites' clients, kept for a whole suite: a client is a Firebase app with its own connection,
// and a new one per call (thousands of them, none closed before the end) was most of those suites' time.
import { deleteApp, type FirebaseApp } from 'firebase/app';
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';

/** Clients of one kind (Firestore or Storage) for each test environment, made once per key. */
export function keptClients<Key, Client extends { app: FirebaseApp }>() {
  const kept = new WeakMap<RulesTestEnvironment, Map<Key, { client: Client; own: boolean }>>();
  return {
    /** The client for `key`, made by `make` the first time; `own`: its app is ours to delete at the end. */
    get(env: RulesTestEnvironment, key: Key, make: () => Client, own = false): Client {
      const clients = kept.get(env) ?? new Map<Key, { client: Client; own: boolean }>();
      kept.set(env, clients);
      let entry = clients.get(key);
      if (!entry) {
        entry = { client: make(), own };
        clients.set(key, entry);
      }
      return entry.client;
    },
    /** Forgets the environment's clients and deletes the apps that are ours (the test contexts' are the environment's). */
    async forget(env: RulesTestEnvironment): Promise<void> {
      const clients = [...(kept.get(env)?.values() ?? [])];
      kept.delete(env);
      await Promise.all(clients.filter((entry) => entry.own).map((entry) => deleteApp(entry.client.app)));
    },
  };
}
