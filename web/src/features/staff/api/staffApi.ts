import {
  collection,
  getCount,
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

/** Opaque cursor: the last document of the previous page. */
export interface StaffCursor {
  readonly snapshot: unknown;
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
  if (cursor) constraints.push(startAfter(cursor.snapshot as QueryDocumentSnapshot<DocumentData>));
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
