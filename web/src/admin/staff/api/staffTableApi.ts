import {
  collection,
  getCountFromServer,
  getDocs,
  limit,
  onSnapshot,
  orderBy,
  query,
  startAfter,
  where,
  type QueryConstraint,
  type QueryDocumentSnapshot,
} from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { retryWhenTransient } from '@/admin/lib/firebase/retry';
import type { AdminStaff } from '../staffAdminModel';
import { settleCount, type StaffCount } from '../staffCount';
import { planKey, type StaffQueryPlan } from '../staffTableQuery';
import { toAdminStaff } from './staffApi';

/**
 * The admin staff table's data: one page of the plan's query, live (onSnapshot on that page only), a
 * cursor stack for next/previous (startAfter the last document of the page before; never offsets),
 * and a count aggregation of the same filters for the total. Query shapes: 'admin staff table ...'
 * and 'admin staff count ...' in web/src/lib/queryShapes.ts.
 */

function filterConstraints(plan: StaffQueryPlan): QueryConstraint[] {
  const constraints: QueryConstraint[] = plan.equality.map(([field, value]) => where(field, '==', value));
  if (plan.prefix)
    constraints.push(where(plan.prefix.field, '>=', plan.prefix.from), where(plan.prefix.field, '<=', plan.prefix.to));
  return constraints;
}

function planQuery(plan: StaffQueryPlan, ...extra: QueryConstraint[]) {
  return query(
    collection(adminDb, 'staff'),
    ...filterConstraints(plan),
    orderBy(plan.orderBy.field, plan.orderBy.direction),
    ...extra,
  );
}

/** The number of staff matching the plan's filters (a count aggregation: one read per 1,000 matches). */
export async function countStaff(plan: StaffQueryPlan): Promise<number> {
  const snapshot = await getCountFromServer(query(collection(adminDb, 'staff'), ...filterConstraints(plan)));
  return snapshot.data().count;
}

export interface StaffTablePaging {
  /** Rows per page (`?size=`). */
  pageSize: number;
  /** The page the address asks for (`?page=`); the hook walks there by cursor. */
  page: number;
  /** Called with the page to show next (the caller writes it to the address). */
  onPage: (page: number) => void;
}

export interface StaffTablePage {
  status: 'loading' | 'error' | 'success';
  rows: AdminStaff[];
  /** Matching staff in total (null until the count answers, or when it failed). */
  total: number | null;
  /** The count failed (after retries): the page shows its rows without a total. */
  totalFailed: boolean;
  /** 1-based page number. */
  page: number;
  hasNext: boolean;
  next: () => void;
  previous: () => void;
  error: Error | undefined;
}

const noRows: AdminStaff[] = [];

/**
 * One live page of the staff table for `plan`; a new plan starts at page 1. The page follows
 * `paging.page` (the address): one page on is a cursor step; a jump (a pasted link, the back button)
 * reads the pages before it once, in one query, to find its cursor. Never an offset.
 */
export function useStaffTablePage(plan: StaffQueryPlan, paging: StaffTablePaging): StaffTablePage {
  const staffPageSize = paging.pageSize;
  const key = `${planKey(plan)}|${staffPageSize}`;
  // cursors[i] is the last document of page i + 1 (the startAfter of page i + 2).
  const [cursors, setCursors] = useState<{ key: string; stack: QueryDocumentSnapshot[] }>({ key, stack: [] });
  const stack = useMemo(() => (cursors.key === key ? cursors.stack : []), [cursors, key]);
  const [state, setState] = useState<{
    id: string;
    status: StaffTablePage['status'];
    rows: AdminStaff[];
    last: QueryDocumentSnapshot | null;
    full: boolean;
    error?: Error;
  }>({
    id: '',
    status: 'loading',
    rows: [],
    last: null,
    full: false,
  });
  const [total, setTotal] = useState<StaffCount>({ key, value: null });
  const planRef = useRef(plan);
  planRef.current = plan;
  const keyRef = useRef(key);
  keyRef.current = key;

  const pageId = `${key}#${stack.length}`;
  const cursor = stack.at(-1);

  // The SDK does not retry an aggregation: a moment's failure (the network, a busy server) is tried again
  // before the page says it has no total, rather than "counting" for ever.
  const recount = useCallback(() => {
    const counted = planRef.current; // the plan of `key`, for every attempt
    const settle = (answer: StaffCount) => setTotal((current) => settleCount(current, answer, keyRef.current));
    retryWhenTransient(() => countStaff(counted), { times: 3, pauseMs: 1_000 }).then(
      (value) => settle({ key, value }),
      (error: unknown) => {
        console.error('Failed to count staff', error);
        settle({ key, value: null, failed: true });
      },
    );
  }, [key]);

  useEffect(() => {
    recount();
  }, [recount]);

  useEffect(() => {
    const constraints = cursor ? [startAfter(cursor), limit(staffPageSize)] : [limit(staffPageSize)];
    let first = true;
    const unsubscribe = onSnapshot(
      planQuery(planRef.current, ...constraints),
      (snapshot) => {
        const rows = snapshot.docs.map((docSnapshot) => toAdminStaff({ ...docSnapshot.data(), id: docSnapshot.id }));
        setState({
          id: pageId,
          status: 'success',
          rows,
          last: snapshot.docs.at(-1) ?? null,
          full: snapshot.size >= staffPageSize,
        });
        // Rows that join or leave the filtered set change the total (a status change, an add, a delete).
        if (!first && snapshot.docChanges().some((change) => change.type !== 'modified')) recount();
        first = false;
      },
      (error) => setState({ id: pageId, status: 'error', rows: [], last: null, full: false, error }),
    );
    return unsubscribe;
    // pageId holds the plan key and the cursor depth; the cursor object itself belongs to that depth.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pageId, recount]);

  const current =
    state.id === pageId
      ? state
      : { status: 'loading' as const, rows: noRows, last: null, full: false, error: undefined };
  const knownTotal = total.key === key ? total.value : null;
  const totalFailed = total.key === key && total.failed === true;
  const page = stack.length + 1;
  const hasNext = current.full && current.last !== null && (knownTotal === null || page * staffPageSize < knownTotal);

  // Follow the page the address asks for.
  const wanted = paging.page;
  const currentLast = current.last;
  useEffect(() => {
    if (wanted === stack.length + 1) return;
    if (wanted <= stack.length) {
      setCursors({ key, stack: stack.slice(0, wanted - 1) });
      return;
    }
    if (wanted === stack.length + 2 && currentLast) {
      setCursors({ key, stack: [...stack, currentLast] });
      return;
    }
    if (stack.length > 0) return; // a longer jump starts from page 1
    let cancelled = false;
    getDocs(planQuery(planRef.current, limit((wanted - 1) * staffPageSize))).then(
      (snapshot) => {
        if (cancelled) return;
        const cursorsFound: QueryDocumentSnapshot[] = [];
        for (let i = 1; i < wanted && i * staffPageSize <= snapshot.size; i += 1)
          cursorsFound.push(snapshot.docs[i * staffPageSize - 1]!);
        setCursors({ key, stack: cursorsFound });
        if (cursorsFound.length + 1 !== wanted) paging.onPage(cursorsFound.length + 1);
      },
      (error: unknown) => console.error('Failed to open the staff page', error),
    );
    return () => {
      cancelled = true;
    };
    // paging.onPage is the caller's setter; the jump depends on the key, the wanted page and the stack.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, wanted, stack, currentLast, staffPageSize]);

  const onPage = paging.onPage;
  const next = useCallback(() => {
    if (hasNext) onPage(page + 1);
  }, [hasNext, onPage, page]);

  const previous = useCallback(() => {
    if (page > 1) onPage(page - 1);
  }, [onPage, page]);

  return useMemo(
    () => ({
      status: current.status,
      rows: current.rows,
      total: knownTotal,
      totalFailed,
      page,
      hasNext,
      next,
      previous,
      error: current.error,
    }),
    [current.status, current.rows, current.error, knownTotal, totalFailed, page, hasNext, next, previous],
  );
}

/**
 * Every staff member matching the plan (the CSV export), read in pages of 500 with a cursor.
 * `onProgress` gets the number read so far.
 */
export async function fetchStaffForExport(
  plan: StaffQueryPlan,
  onProgress?: (read: number) => void,
): Promise<AdminStaff[]> {
  const rows: AdminStaff[] = [];
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const snapshot = await getDocs(planQuery(plan, ...(cursor ? [startAfter(cursor)] : []), limit(500)));
    for (const docSnapshot of snapshot.docs) rows.push(toAdminStaff({ ...docSnapshot.data(), id: docSnapshot.id }));
    onProgress?.(rows.length);
    if (snapshot.size < 500) return rows;
    cursor = snapshot.docs.at(-1);
  }
}
