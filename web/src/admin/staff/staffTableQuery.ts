import { searchKeyOf } from '@household/model';
import type { CountryCode } from '@/lib/countries';
import type { StaffStatus, StaffType } from './staffAdminModel';

/**
 * The admin staff table reads one page at a time from Firestore (docs/architecture.md#performance-budgets):
 * filters, sort and the search are query clauses, never an in-memory filter of the whole collection.
 * This file turns the table's controls into a query plan; api/staffApi.ts turns the plan into a query.
 * Every plan this file can produce has its shape in web/src/lib/queryShapes.ts (adminStaffShapes).
 */

export const staffPageSize = 20;

export const staffSorts = ['newest', 'updated', 'name', 'refCode'] as const;
export type StaffSort = (typeof staffSorts)[number];

export interface StaffTableControls {
  search: string;
  type: StaffType | undefined;
  status: StaffStatus | undefined;
  country: CountryCode | undefined;
  sort: StaffSort;
}

export const defaultStaffControls: StaffTableControls = {
  search: '',
  type: undefined,
  status: undefined,
  country: undefined,
  sort: 'newest',
};

export type EqualityField = 'type' | 'status' | 'country';
export type OrderField = 'createdAt' | 'updatedAt' | 'name' | 'nameKey' | 'refCode';

export interface StaffQueryPlan {
  /** `field == value` clauses, in this fixed order (type, status, country). */
  equality: [EqualityField, string][];
  /** A prefix search: `field >= from` and `field <= to`; the query orders by that field first. */
  prefix: { field: 'nameKey' | 'refCode'; from: string; to: string } | null;
  orderBy: { field: OrderField; direction: 'asc' | 'desc' };
}

/** The last character of a prefix range (any stored string that starts with the prefix sorts before it). */
export const prefixEnd = '\uf8ff';

const refCodeSearch = /^(MD|CL|NN|DR|TR)(-[A-Z0-9]*)?$/i;

/**
 * What the search box searches: a reference (`md-01`, `MD-0142`: upper-cased, refCode prefix) or the
 * start of a name, through the normalised `nameKey` the app writes beside every name (issue 28:
 * `mar`, `MAR` and `Már` all find María; `فاطمه` finds فاطمة).
 */
export function searchPrefix(search: string): StaffQueryPlan['prefix'] {
  const needle = search.trim().replace(/\s+/g, ' ');
  if (needle === '') return null;
  if (refCodeSearch.test(needle)) {
    const from = needle.toUpperCase();
    return { field: 'refCode', from, to: `${from}${prefixEnd}` };
  }
  const from = searchKeyOf(needle);
  if (from === '') return null;
  return { field: 'nameKey', from, to: `${from}${prefixEnd}` };
}

const sortOrder: Record<StaffSort, StaffQueryPlan['orderBy']> = {
  newest: { field: 'createdAt', direction: 'desc' },
  updated: { field: 'updatedAt', direction: 'desc' },
  name: { field: 'name', direction: 'asc' },
  refCode: { field: 'refCode', direction: 'asc' },
};

/** The query plan of the table's controls. A search orders by the searched field (Firestore requires it). */
export function staffQueryPlan(controls: StaffTableControls): StaffQueryPlan {
  const equality: StaffQueryPlan['equality'] = [];
  if (controls.type !== undefined) equality.push(['type', controls.type]);
  if (controls.status !== undefined) equality.push(['status', controls.status]);
  if (controls.country !== undefined) equality.push(['country', controls.country]);
  const prefix = searchPrefix(controls.search);
  const orderBy = prefix ? { field: prefix.field, direction: 'asc' as const } : sortOrder[controls.sort];
  return { equality, prefix, orderBy };
}

/** The sort the table really applies (a search overrides the chosen sort). */
export function effectiveSort(controls: StaffTableControls): StaffSort {
  const prefix = searchPrefix(controls.search);
  if (!prefix) return controls.sort;
  return prefix.field === 'nameKey' ? 'name' : 'refCode';
}

/** A stable key of the plan: a new key starts again at page 1. */
export function planKey(plan: StaffQueryPlan): string {
  return JSON.stringify(plan);
}

/** Number of pages for `total` rows (at least 1). */
export function pageCount(total: number, pageSize = staffPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Reads of a count aggregation: one per 1,000 index entries matched, at least one (Firestore billing). */
export function countAggregationReads(entries: number): number {
  return Math.max(1, Math.ceil(entries / 1000));
}

/** The sort as the URL writes it: a field name, `-` first for newest first (`?sort=-updatedAt`). */
export const sortParams: Record<StaffSort, string> = {
  newest: '-createdAt',
  updated: '-updatedAt',
  name: 'name',
  refCode: 'refCode',
};

function sortFromParam(value: string | null): StaffSort {
  const found = staffSorts.find((sort) => sortParams[sort] === value || sort === value);
  return found ?? 'newest';
}

/** Rows per page the table offers (`?size=`). */
export const staffPageSizes = [20, 50, 100] as const;
/** The deepest `?page=` a link may open (reaching page n reads the n - 1 pages before it once). */
export const maxLinkedPage = 50;

/** The `?q=`, `?type=`, `?status=`, `?country=`, `?sort=` of the page URL to controls (unknown values ignored). */
export function controlsFromParams(
  params: URLSearchParams,
  guards: {
    isType: (v: unknown) => v is StaffType;
    isStatus: (v: unknown) => v is StaffStatus;
    isCountry: (v: unknown) => v is CountryCode;
  },
): StaffTableControls {
  const type = params.get('type');
  const status = params.get('status');
  const country = params.get('country');
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    type: guards.isType(type) ? type : undefined,
    status: guards.isStatus(status) ? status : undefined,
    country: guards.isCountry(country) ? country : undefined,
    sort: sortFromParam(params.get('sort')),
  };
}

/** `?size=` (one of staffPageSizes, else 20) and `?page=` (1 to maxLinkedPage, else 1). */
export function pagingFromParams(params: URLSearchParams): { pageSize: number; page: number } {
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    pageSize: (staffPageSizes as readonly number[]).includes(size) ? size : staffPageSize,
    page: Number.isInteger(page) && page >= 1 && page <= maxLinkedPage ? page : 1,
  };
}

/**
 * The URL of a table view: the controls, page size and page written over `base` (other parameters, such
 * as `?open=`, are kept). Defaults are left out, so the plain table is plain `/admin/staff`.
 */
export function viewToParams(
  controls: StaffTableControls,
  paging: { pageSize: number; page: number },
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const params = new URLSearchParams(base);
  const set = (key: string, value: string | undefined, fallback?: string) => {
    if (value === undefined || value === '' || value === fallback) params.delete(key);
    else params.set(key, value);
  };
  set('q', controls.search.trim());
  set('type', controls.type);
  set('status', controls.status);
  set('country', controls.country);
  set('sort', sortParams[controls.sort], sortParams.newest);
  set('size', String(paging.pageSize), String(staffPageSize));
  set('page', String(paging.page), '1');
  return params;
}
