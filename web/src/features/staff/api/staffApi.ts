import {
  collection,
  doc,
  getCount,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  where,
  type DocumentData,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import { staffFromStored } from '@household/model';
import { publicDb } from '@/lib/firebase/publicDb';
import type { PublicStaff } from '../model';
import type { StaffQuerySpec } from '../staffQuery';

/**
 * Staff reads of the public pages (Firestore Lite, one-shot). Every query is built from a
 * StaffQuerySpec (staffQuery.ts), so what runs here is exactly what the index test checks.
 * Pagination is by cursor (startAfter the last document), never by offset.
 */

/**
 * Opaque cursor: the last document of the previous page, or (after a pre-rendered first page, which
 * has no snapshot) that document's id and its values of the query's order fields.
 */
export type StaffCursor = { readonly snapshot: unknown } | { readonly afterId: string; readonly values: readonly unknown[] };

/** The cursor after a staff member already on screen (a pre-rendered page's last card). */
export function cursorAfter(spec: StaffQuerySpec, last: PublicStaff): StaffCursor {
  return { afterId: last.id, values: spec.orderBy.map((order) => last[order.field]) };
}

/** The snapshot to start after; by the order fields' values when the document is gone (withdrawn since). */
async function startAfterCursor(cursor: StaffCursor): Promise<QueryConstraint> {
  if ('snapshot' in cursor) return startAfter(cursor.snapshot as QueryDocumentSnapshot<DocumentData>);
  try {
    const snapshot = await getDoc(doc(publicDb(), 'staff', cursor.afterId));
    if (snapshot.exists()) return startAfter(snapshot);
  } catch {
    // Not readable any more (no longer active): fall back to the values.
  }
  return startAfter(...cursor.values);
}

export interface StaffPage {
  items: PublicStaff[];
  /** null when this page was the last one. */
  next: StaffCursor | null;
}

function filteredQuery(spec: StaffQuerySpec): Query<DocumentData> {
  return query(collection(publicDb(), spec.collection), ...spec.where.map((w) => where(w.field, w.op, w.value)));
}

/** The model's one staff mapper (unknown status reads as inactive). */
export function toPublicStaff(id: string, data: DocumentData): PublicStaff {
  return staffFromStored(id, data);
}

/** One page of staff: `pageSize` documents after `cursor` (or the first page). */
export async function fetchStaffPage(spec: StaffQuerySpec, cursor: StaffCursor | null): Promise<StaffPage> {
  const constraints: QueryConstraint[] = spec.orderBy.map((o) => orderBy(o.field, o.direction));
  if (cursor) constraints.push(await startAfterCursor(cursor));
  constraints.push(limit(spec.pageSize));
  const snapshot = await getDocs(query(filteredQuery(spec), ...constraints));
  const items = snapshot.docs.map((doc) => toPublicStaff(doc.id, doc.data()));
  const last = snapshot.docs[snapshot.docs.length - 1];
  return { items, next: snapshot.docs.length === spec.pageSize && last ? { snapshot: last } : null };
}

/** How many staff match: a count aggregation of the same filters (no orderBy, no documents downloaded). */
export async function countStaff(spec: StaffQuerySpec): Promise<number> {
  const snapshot = await getCount(filteredQuery(spec));
  return snapshot.data().count;
}
