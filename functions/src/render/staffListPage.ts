/**
 * One page of a public staff list for the pre-renderer, read with the Admin SDK from the public view
 * `publicStaff` (decision 021) with the browser's query (web/src/site/staff/staffQuery.ts StaffQuerySpec):
 * the same filters, order and page size, and for the facts filters (several skills and languages, an age
 * range, available now; issue 29) the model's `matchesStaffFacts` over at most `factScanLimit(pageSize)`
 * documents, as web/src/site/staff/api/staffApi.ts does. Import-free apart from the model and types, so
 * the functions tests call it against the emulator.
 */
import type { Firestore, Query } from 'firebase-admin/firestore';
import {
  factScanLimit,
  isPublicStaffView,
  matchesStaffFacts,
  staffFromStored,
  type StaffFactFilter,
} from '@household/model';

type StoredData = Record<string, unknown>;

/** A staff list query as the web app describes it (web/src/site/staff/staffQuery.ts StaffQuerySpec). */
export interface StaffListQuery {
  where: Array<{ field: string; op: '==' | 'in' | '>=' | '<' | 'array-contains'; value: unknown }>;
  orderBy: Array<{ field: string; direction: 'asc' | 'desc' }>;
  pageSize: number;
  facts?: StaffFactFilter;
}

export interface StaffListPage {
  docs: Array<{ id: string; data: StoredData }>;
  /** The count aggregation of the filters; null with facts filters (only a full read could count them). */
  total: number | null;
  /** There may be more after the page (the browser's Load more goes on from its last worker). */
  more: boolean;
  /** Documents read (the count aggregation not included): the cost of the page. */
  read: number;
}

/** The most workers one pre-rendered list shows (`?page=4`: 48). */
export const maxPrerenderedPage = 48;

export async function readStaffListPage(db: Firestore, spec: StaffListQuery, now: Date): Promise<StaffListPage> {
  // The browser lists only active workers; the server holds itself to the same query.
  const [first] = spec.where;
  if (!first || first.field !== 'status' || first.op !== '==' || first.value !== 'active')
    throw new Error('A staff list must filter status == active first');
  let filtered: Query = db.collection('publicStaff');
  for (const clause of spec.where) filtered = filtered.where(clause.field, clause.op, clause.value);
  let ordered = filtered;
  for (const order of spec.orderBy) ordered = ordered.orderBy(order.field, order.direction);
  const pageSize = Math.min(spec.pageSize, maxPrerenderedPage);
  const facts = spec.facts;
  if (!facts) {
    const [page, count] = await Promise.all([ordered.limit(pageSize).get(), filtered.count().get()]);
    const shown = page.docs.filter((doc) => isPublicStaffView(doc.data()));
    return {
      docs: shown.map((doc) => ({ id: doc.id, data: doc.data() })),
      total: count.data().count,
      more: page.size === pageSize,
      read: page.size,
    };
  }
  const readLimit = factScanLimit(pageSize);
  const page = await ordered.limit(readLimit).get();
  const kept = page.docs.filter(
    (doc) => isPublicStaffView(doc.data()) && matchesStaffFacts(staffFromStored(doc.id, doc.data()), facts, now),
  );
  return {
    docs: kept.slice(0, pageSize).map((doc) => ({ id: doc.id, data: doc.data() })),
    total: null,
    more: kept.length > pageSize || page.size === readLimit,
    read: page.size,
  };
}
