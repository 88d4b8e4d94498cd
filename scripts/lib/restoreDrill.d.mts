// Types for restoreDrill.mjs (imported by tests/functions/restoreDrill.test.ts).
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import type { getStorage } from 'firebase-admin/storage';

export type DrillHosts = { firestore: string; auth: string; storage: string; hub: string };
export type DrillTarget = {
  projectId: string;
  hosts: DrillHosts;
  db: Firestore;
  auth: Auth;
  bucket: ReturnType<ReturnType<typeof getStorage>['bucket']>;
};
/** Per document path, file name and uid: what the drill compares, as text. */
export type Snapshot = {
  firestore: Record<string, string>;
  storage: Record<string, string>;
  auth: Record<string, string>;
};
export declare const defaultDrillHosts: DrillHosts;
export declare function canonicalValue(value: unknown): unknown;
export declare function snapshotAll(target: Pick<DrillTarget, 'db' | 'auth' | 'bucket'>): Promise<Snapshot>;
export declare function countsOf(snapshot: Snapshot): { documents: number; files: number; users: number };
export declare function snapshotDifferences(before: Snapshot, after: Snapshot): string[];
export declare function backup(
  target: Pick<DrillTarget, 'hosts'> & Partial<Pick<DrillTarget, 'bucket'>>,
  dir: string,
): Promise<void>;
export declare function wipe(target: Pick<DrillTarget, 'projectId' | 'hosts'>): Promise<void>;
export declare function restore(target: DrillTarget, dir: string): Promise<void>;
export declare function runDrill(
  target: DrillTarget,
  dir: string,
): Promise<{ before: Snapshot; wiped: Snapshot; after: Snapshot; differences: string[] }>;
