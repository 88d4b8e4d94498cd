import type { DocumentData, Firestore, Query, QueryConstraint, QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { factScanLimit, matchesStaffFacts, publicStaffFromStored } from '@household/model';
import { loadPublicDb, type FirestoreLite as Lite } from '@/lib/firebase/loadPublicDb';
import type { PublicStaffEntry } from '@household/model';
import type { StaffQuerySpec } from '../staffQuery';

/**
 * Staff reads of the public pages (Firestore Lite, one-shot, loaded on first use: a pre-rendered list
 * page reads nothing until a filter changes). Every query is built from a
 * StaffQuerySpec (staffQuery.ts), so what runs here is exactly what the index test checks.
 * Pagination is by cursor (startAfter the last document), never by offset.
 */

/**
 * Opaque cursor: the last document of the previous page, or (after a pre-rendered first page, which
 * has no snapshot) that document's id and its values of the query's order fields.
 */
export type StaffCursor =
  { readonly snapshot: unknown } | { readonly afterId: string; readonly values: readonly unknown[] };

/** The cursor after a staff member already on screen (a pre-rendered page's last card). */
export function cursorAfter(spec: StaffQuerySpec, last: PublicStaffEntry): StaffCursor {
  return { afterId: last.id, values: spec.orderBy.map((order) => last[order.field]) };
}

/** The snapshot to start after; by the order fields' values when the document is gone (withdrawn since). */
async function startAfterCursor(
  lite: Lite,
  db: Firestore,
  spec: StaffQuerySpec,
  cursor: StaffCursor,
): Promise<QueryConstraint> {
  if ('snapshot' in cursor) return lite.startAfter(cursor.snapshot as QueryDocumentSnapshot<DocumentData>);
  try {
    const snapshot = await lite.getDoc(lite.doc(db, spec.collection, cursor.afterId));
    if (snapshot.exists()) return lite.startAfter(snapshot);
  } catch {
    // Not readable any more (no longer active): fall back to the values.
  }
  return lite.startAfter(...cursor.values);
}

export interface StaffPage {
  items: PublicStaffEntry[];
  /** null when this page was the last one. */
  next: StaffCursor | null;
}

function filteredQuery(lite: Lite, db: Firestore, spec: StaffQuerySpec): Query<DocumentData> {
  return lite.query(lite.collection(db, spec.collection), ...spec.where.map((w) => lite.where(w.field, w.op, w.value)));
}

/**
 * One page of staff: `pageSize` documents after `cursor` (or the first page). With facts filters
 * (several skills and languages, age, available now) it reads up to `factScanLimit(pageSize)` documents
 * in the query's order and keeps the matching ones; the next page starts after the last one kept, or
 * after the last one read when the page is not full.
 */
export async function fetchStaffPage(spec: StaffQuerySpec, cursor: StaffCursor | null): Promise<StaffPage> {
  const { lite, db } = await loadPublicDb();
  const constraints: QueryConstraint[] = spec.orderBy.map((o) => lite.orderBy(o.field, o.direction));
  if (cursor) constraints.push(await startAfterCursor(lite, db, spec, cursor));
  const readLimit = spec.facts ? factScanLimit(spec.pageSize) : spec.pageSize;
  constraints.push(lite.limit(readLimit));
  const snapshot = await lite.getDocs(lite.query(filteredQuery(lite, db, spec), ...constraints));
  const facts = spec.facts;
  if (!facts) {
    const items = snapshot.docs.map((doc) => publicStaffFromStored(doc.id, doc.data()));
    const last = snapshot.docs[snapshot.docs.length - 1];
    return { items, next: snapshot.docs.length === spec.pageSize && last ? { snapshot: last } : null };
  }
  const now = new Date();
  const kept: Array<{ item: PublicStaffEntry; snapshot: QueryDocumentSnapshot<DocumentData> }> = [];
  for (const doc of snapshot.docs) {
    const item = publicStaffFromStored(doc.id, doc.data());
    if (matchesStaffFacts(item, facts, now)) kept.push({ item, snapshot: doc });
    if (kept.length === spec.pageSize) break;
  }
  const full = kept.length === spec.pageSize;
  const lastRead = snapshot.docs[snapshot.docs.length - 1];
  const next = full
    ? { snapshot: kept[kept.length - 1]!.snapshot }
    : snapshot.docs.length === readLimit && lastRead
      ? { snapshot: lastRead }
      : null;
  return { items: kept.map((entry) => entry.item), next };
}

/**
 * How many staff match: a count aggregation of the same filters (no orderBy, no documents downloaded);
 * null with facts filters, which only a read of every document could count.
 */
export async function countStaff(spec: StaffQuerySpec): Promise<number | null> {
  if (spec.facts) return null;
  const { lite, db } = await loadPublicDb();
  const snapshot = await lite.getCount(filteredQuery(lite, db, spec));
  return snapshot.data().count;
}
