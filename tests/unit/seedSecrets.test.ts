// No password, secret or key is ever stored in Firestore (docs/architecture.md#data-model): everything the
// seed writer (tests/fixtures/writeSeed.ts) sends to Firestore is recorded through a fake Admin SDK
// and searched. The admin password belongs to Firebase Auth only.
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminPassword } from '../fixtures/constants.ts';
import { writeSeed } from '../fixtures/writeSeed.ts';

interface Recorded {
  path: string;
  data: unknown;
}

/**
 * An in-memory stand-in for the Admin SDK's Firestore that records every document write. It supports
 * what the seed writer uses: doc().set/create/update/get, bulkWriter, batch, and collection queries
 * (select/where/orderBy/limit are accepted and ignored; get() returns every document of the collection).
 */
function fakeFirestore(writes: Recorded[]): Firestore {
  const store = new Map<string, Record<string, unknown>>();
  const record = (path: string, data: unknown) => {
    writes.push({ path, data });
    store.set(path, { ...(store.get(path) ?? {}), ...(data as Record<string, unknown>) });
  };
  const snapshot = (path: string) => {
    const data = store.get(path);
    return {
      id: path.split('/').pop(),
      exists: data !== undefined,
      data: () => data,
      get: (field: string) => data?.[field],
    };
  };
  const docRef = (path: string) => ({
    path,
    id: path.split('/').pop(),
    set: async (data: unknown) => record(path, data),
    create: async (data: unknown) => record(path, data),
    update: async (data: unknown) => record(path, data),
    get: async () => snapshot(path),
  });
  const collectionRef = (name: string): Record<string, unknown> => {
    const self: Record<string, unknown> = {
      doc: (id: string) => docRef(`${name}/${id}`),
      get: async () => {
        const docs = [...store.keys()]
          .filter((path) => path.startsWith(`${name}/`) && path.split('/').length === name.split('/').length + 1)
          .map(snapshot);
        return { docs, size: docs.length, empty: docs.length === 0 };
      },
    };
    for (const method of ['select', 'where', 'orderBy', 'limit']) self[method] = () => self;
    return self;
  };
  const writeVia = (ref: { path: string }, data: unknown) => {
    record(ref.path, data);
    return Promise.resolve();
  };
  const writer = {
    set: writeVia,
    create: writeVia,
    update: writeVia,
    close: () => Promise.resolve(),
    flush: () => Promise.resolve(),
  };
  const batch = () => {
    const pending: [string, unknown][] = [];
    const add = (ref: { path: string }, data: unknown) => pending.push([ref.path, data]);
    return {
      set: add,
      create: add,
      update: add,
      commit: async () => pending.forEach(([path, data]) => record(path, data)),
    };
  };
  return { doc: docRef, collection: collectionRef, bulkWriter: () => writer, batch } as unknown as Firestore;
}

function fakeAuth(): Auth {
  const ok = () => Promise.resolve({});
  return { getUser: ok, updateUser: ok, createUser: ok, setCustomUserClaims: ok } as unknown as Auth;
}

/** Every key path and string value in a document, flattened. */
function entries(value: unknown, prefix = ''): [string, string][] {
  if (value === null || typeof value !== 'object') return [[prefix, String(value)]];
  if (value instanceof Date || value.constructor?.name === 'Timestamp') return [[prefix, '']];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    entries(inner, prefix ? `${prefix}.${key}` : key),
  );
}

describe('the seed stores no secret in Firestore', () => {
  it('writes no password, secret, key or token field and never the admin password', async () => {
    const writes: Recorded[] = [];
    await writeSeed(fakeFirestore(writes), fakeAuth());
    expect(writes.length).toBeGreaterThan(40);
    for (const { path, data } of writes) {
      for (const [key, value] of entries(data)) {
        expect(key, `${path}: field ${key}`).not.toMatch(
          /password|passwd|secret|api[-_]?key|token|credential|private[-_]?key/i,
        );
        expect(value, `${path}: field ${key}`).not.toContain(adminPassword);
        expect(value, `${path}: field ${key}`).not.toMatch(/-----BEGIN [A-Z ]*PRIVATE KEY-----|AIza[0-9A-Za-z_-]{20,}/);
      }
    }
  });

  it('keeps staff e-mail and phone out of the public staff documents', async () => {
    const writes: Recorded[] = [];
    await writeSeed(fakeFirestore(writes), fakeAuth());
    const staffDocs = writes.filter((write) => /^staff\/[^/]+$/.test(write.path));
    expect(staffDocs.length).toBeGreaterThan(0);
    for (const { path, data } of staffDocs) {
      const keys = entries(data).map(([key]) => key);
      expect(keys, path).not.toContain('email');
      expect(keys, path).not.toContain('phone');
    }
  });
});
