import { isCvFilterEmpty, type StaffFactFilter } from '@household/model';
import { experienceRange, type ExperienceLevel } from '@/lib/experience';
import type { CountryCode } from '@/lib/countries';
import type { StaffType } from '@/lib/staffModel';
import { maidPageTypes } from './model';
import type { DriverSpecialty } from './driverSpecialties';
import type { FactFilters } from './skillOrLanguage';

/**
 * Pure description of every staff query the public pages make (issue 7). The api layer turns it
 * into Firestore Lite constraints; tests compare its shapes with web/src/lib/queryShapes.ts and
 * firestore.indexes.json, so a new filter cannot ship without its composite index.
 *
 * Shape rules:
 * - on `publicStaff` (decision 021), always `status == 'active'` first (every view is active; the filter
 *   keeps a stray document out and the shapes as before);
 * - equality filters next, in a fixed order: type (== or `in`), country, transferable;
 * - ordered by createdAt descending (newest first), paginated with startAfter(last document);
 * - the experience filter is a range on experienceYears. Firestore needs the range field to be
 *   ordered first, so such queries order by experienceYears ascending, then createdAt descending.
 *   We chose this over a stored derived level field because the data model is fixed; the cost is
 *   that experience-filtered lists are sorted by experience (within a level of 3 years).
 * - drivers' specialty is `skills array-contains <specialty>` (the admin sets skills), newest first;
 * - the maids and transfer pages filter by several skills AND several languages, an age range and
 *   "available now" (skillOrLanguage.ts, issue 29). Firestore allows one array-contains per query, so the
 *   query carries `skills array-contains <first skill>` (else `languages array-contains <first language>`)
 *   and, when anything else is asked, `facts`: the model's `matchesStaffFacts` filters the documents read,
 *   at most `factScanLimit(pageSize)` per page request (api/staffApi.ts, functions/src/render). Such a
 *   list has no count line (a count would need every document read);
 * - the count line runs the same filters without orderBy (a count aggregation).
 *
 * The shapes are declared in web/src/lib/queryShapes.ts; staffQuery.test.ts checks that every
 * combination of filters produces a declared shape.
 */
export type FilterOp = '==' | 'in' | '>=' | '<' | 'array-contains';

export interface StaffWhere {
  field: 'status' | 'type' | 'country' | 'transferable' | 'experienceYears' | 'skills' | 'languages';
  op: FilterOp;
  value: string | boolean | number | readonly string[];
}

export interface StaffOrder {
  field: 'createdAt' | 'experienceYears';
  direction: 'asc' | 'desc';
}

export interface StaffQuerySpec {
  /** Filters checked in memory on the documents read (absent: the Firestore filters are all). */
  facts?: StaffFactFilter;
  /** The public view of the workers (decision 021): visitors never read `staff`. */
  collection: 'publicStaff';
  where: StaffWhere[];
  orderBy: StaffOrder[];
  pageSize: number;
}

/** Cards per page: fills 4-, 3-, 2- and 1-column grids evenly. */
export const staffPageSize = 12;

interface CommonFilters extends FactFilters {
  country?: CountryCode;
  transferable?: boolean;
  experience?: ExperienceLevel;
}

/** The in-memory part of the facts filters: null when the one indexed array filter says it all. */
function factsLeft(filters: FactFilters): StaffFactFilter | null {
  const skills = filters.skills ?? [];
  const languages = filters.languages ?? [];
  const cv = { childcare: filters.childcare ?? [], willing: filters.willing ?? [], level: filters.level ?? null };
  const hasCv = !isCvFilterEmpty(cv);
  const indexedOnly = skills.length + languages.length <= 1 && !filters.age && !filters.availableNow && !hasCv;
  if (indexedOnly) return null;
  return {
    skills,
    languages,
    age: filters.age ?? null,
    availableNow: filters.availableNow === true,
    ...(hasCv ? { cv } : {}),
  };
}

function build(types: readonly StaffType[], filters: CommonFilters): StaffQuerySpec {
  const where: StaffWhere[] = [{ field: 'status', op: '==', value: 'active' }];
  where.push(
    types.length === 1 ? { field: 'type', op: '==', value: types[0]! } : { field: 'type', op: 'in', value: [...types] },
  );
  if (filters.country) where.push({ field: 'country', op: '==', value: filters.country });
  if (filters.transferable) where.push({ field: 'transferable', op: '==', value: true });
  const [skill] = filters.skills ?? [];
  const [language] = filters.languages ?? [];
  if (skill) where.push({ field: 'skills', op: 'array-contains', value: skill });
  else if (language) where.push({ field: 'languages', op: 'array-contains', value: language });

  let range: { min: number; maxExclusive: number | null } | null = null;
  if (filters.experience) range = experienceRange(filters.experience);

  const orderBy: StaffOrder[] = [];
  if (range) {
    // junior's lower bound 0 is still sent: it keeps the range explicit and excludes bad data.
    where.push({ field: 'experienceYears', op: '>=', value: range.min });
    if (range.maxExclusive !== null) where.push({ field: 'experienceYears', op: '<', value: range.maxExclusive });
    orderBy.push({ field: 'experienceYears', direction: 'asc' });
  }
  orderBy.push({ field: 'createdAt', direction: 'desc' });
  const facts = factsLeft(filters);
  return { collection: 'publicStaff', where, orderBy, pageSize: staffPageSize, ...(facts ? { facts } : {}) };
}

export interface MaidsFilters extends FactFilters {
  type?: (typeof maidPageTypes)[number];
  country?: CountryCode;
  experience?: ExperienceLevel;
  /** Only workers whose services can be transferred (`?transfer=true`). */
  transferable?: boolean;
}

export type TransferFilters = FactFilters;

/** /maids-resume: Maid, Cleaner or Nanny (or the chosen one of them) with the active filters. */
export function maidsQuery(filters: MaidsFilters): StaffQuerySpec {
  return build(filters.type ? [filters.type] : maidPageTypes, filters);
}

/** /transfer-staff: active staff of type `transfer`, newest first, with the facts filters. */
export function transferQuery(filters: TransferFilters = {}): StaffQuerySpec {
  return build(['transfer'], filters);
}

/** /drivers-resume: active drivers, optionally only those the office marked with a specialty (skills). */
export function driversQuery(specialty?: DriverSpecialty): StaffQuerySpec {
  return build(['Driver'], specialty ? { skills: [specialty] } : {});
}

/** A stable key for a query (resets the list when filters change). */
export function queryKey(spec: StaffQuerySpec): string {
  return JSON.stringify(
    spec.facts ? [spec.where, spec.orderBy, spec.pageSize, spec.facts] : [spec.where, spec.orderBy, spec.pageSize],
  );
}

/**
 * The index-relevant shape: field paths of the filters (equality/`in` first, then range), then the
 * order-by fields with their direction. Two queries with the same shape need the same composite index.
 */
export function queryShapeOf(
  spec: StaffQuerySpec,
  aggregate?: 'count',
): {
  collection: string;
  equality: string[];
  arrayContains?: string;
  inequality: string[];
  orderBy: StaffOrder[];
  aggregate?: 'count';
} {
  const equality = spec.where.filter((w) => w.op === '==' || w.op === 'in').map((w) => w.field);
  const contains = spec.where.find((w) => w.op === 'array-contains')?.field;
  const arrayContains = contains ? { arrayContains: contains } : {};
  const inequality = [...new Set(spec.where.filter((w) => w.op === '>=' || w.op === '<').map((w) => w.field))];
  if (aggregate) return { collection: spec.collection, equality, ...arrayContains, inequality, orderBy: [], aggregate };
  return { collection: spec.collection, equality, ...arrayContains, inequality, orderBy: spec.orderBy };
}

/** The most pages one address may ask for at once (`?page=5`: the first 60 workers), bounding the reads. */
export const maxListPages = 5;

/**
 * `?page=N` of a staff list: the first N pages at once, so "Load more" is a plain link that works before
 * the app has started (and without JavaScript); the server renders the same list. 1 when absent or odd.
 */
export function listPages(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, maxListPages) : 1;
}

/** The spec reading the first `pages` pages in one query. */
export function withListPages(spec: StaffQuerySpec, pages: number): StaffQuerySpec {
  return pages > 1 ? { ...spec, pageSize: staffPageSize * pages } : spec;
}

/** The address of the list with one more page (`page` replaced, other parameters kept). */
export function nextPageSearch(params: URLSearchParams, shown: number): string {
  const next = new URLSearchParams(params);
  next.set('page', String(Math.min(Math.floor(shown / staffPageSize) + 1, maxListPages + 1)));
  return `?${next.toString()}`;
}
