import { describe, expect, it } from 'vitest';
import { queryShapes } from '@/lib/queryShapes';
import { countries } from '@/lib/countries';
import { isStaffStatus, isStaffType } from './staffAdminModel';
import {
  controlsFromParams,
  pagingFromParams,
  viewToParams,
  countAggregationReads,
  defaultStaffControls,
  effectiveSort,
  pageCount,
  searchPrefix,
  staffQueryPlan,
  staffSorts,
  type StaffQueryPlan,
  type StaffTableControls,
} from './staffTableQuery';

const isCountry = (value: unknown): value is 'PH' => countries.some((c) => c.code === value);

describe('searchPrefix', () => {
  it('searches references upper-cased and names from their start through the normalised key', () => {
    expect(searchPrefix('md-01')).toEqual({ field: 'refCode', from: 'MD-01', to: 'MD-01\uf8ff' });
    expect(searchPrefix(' DR ')).toMatchObject({ field: 'refCode', from: 'DR' });
    expect(searchPrefix('Maria  SAN')).toEqual({ field: 'nameKey', from: 'maria san', to: 'maria san\uf8ff' });
    expect(searchPrefix('نورة')).toMatchObject({ field: 'nameKey', from: 'نوره' });
    expect(searchPrefix('Már')).toMatchObject({ field: 'nameKey', from: 'mar' });
    expect(searchPrefix('   ')).toBeNull();
  });
});

describe('staffQueryPlan', () => {
  it('turns filters into equality clauses and the sort into one orderBy', () => {
    expect(staffQueryPlan({ ...defaultStaffControls, type: 'Driver', country: 'KE', sort: 'name' })).toEqual({
      equality: [
        ['type', 'Driver'],
        ['country', 'KE'],
      ],
      prefix: null,
      orderBy: { field: 'name', direction: 'asc' },
    });
    expect(staffQueryPlan(defaultStaffControls).orderBy).toEqual({ field: 'createdAt', direction: 'desc' });
  });

  it('orders a search by the searched field (Firestore needs the range field first)', () => {
    const controls: StaffTableControls = { ...defaultStaffControls, search: 'MD-0', sort: 'newest' };
    expect(staffQueryPlan(controls).orderBy).toEqual({ field: 'refCode', direction: 'asc' });
    expect(effectiveSort(controls)).toBe('refCode');
    expect(effectiveSort({ ...controls, search: '' })).toBe('newest');
  });

  it('produces only query shapes that are registered (and so indexed) in lib/queryShapes', () => {
    const sameSet = (a: readonly string[], b: readonly string[]) =>
      a.length === b.length && a.every((x) => b.includes(x));
    const registered = (plan: StaffQueryPlan, aggregate: boolean) =>
      queryShapes.some(
        (shape) =>
          shape.collection === 'staff' &&
          shape.audience === 'admin' &&
          sameSet(
            shape.equality,
            plan.equality.map(([field]) => field),
          ) &&
          shape.inequality === plan.prefix?.field &&
          (aggregate
            ? shape.aggregate === 'count' && shape.orderBy.length === 0
            : shape.aggregate === undefined &&
              shape.orderBy.length === 1 &&
              shape.orderBy[0]!.field === plan.orderBy.field &&
              shape.orderBy[0]!.direction === plan.orderBy.direction),
      );
    let checked = 0;
    for (const type of [undefined, 'Maid'] as const)
      for (const status of [undefined, 'active'] as const)
        for (const country of [undefined, 'PH'] as const)
          for (const sort of staffSorts)
            for (const search of ['', 'Mar', 'MD-01']) {
              const plan = staffQueryPlan({ type, status, country, sort, search });
              expect(registered(plan, false), JSON.stringify(plan)).toBe(true);
              expect(registered(plan, true), `count ${JSON.stringify(plan)}`).toBe(true);
              checked += 1;
            }
    expect(checked).toBe(96);
  });
});

describe('pages and counts', () => {
  it('counts pages of 20 and aggregation reads per 1,000 entries', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(20_000)).toBe(1000);
    expect(countAggregationReads(0)).toBe(1);
    expect(countAggregationReads(20_000)).toBe(20);
  });
});

describe('controlsFromParams', () => {
  it('reads known values and ignores the rest', () => {
    const guards = { isType: isStaffType, isStatus: isStaffStatus, isCountry };
    expect(
      controlsFromParams(new URLSearchParams('q=MD-0142&type=Maid&status=nope&country=PH&sort=name'), guards),
    ).toEqual({
      search: 'MD-0142',
      type: 'Maid',
      status: undefined,
      country: 'PH',
      sort: 'name',
    });
    expect(controlsFromParams(new URLSearchParams(`q=${'x'.repeat(500)}&sort=drop`), guards)).toMatchObject({
      sort: 'newest',
    });
    expect(controlsFromParams(new URLSearchParams(`q=${'x'.repeat(500)}`), guards).search).toHaveLength(100);
  });

  it('reads and writes the whole view (filters, sort, size, page) as the URL of issue 28', () => {
    const guards = { isType: isStaffType, isStatus: isStaffStatus, isCountry };
    const params = new URLSearchParams('status=pending&country=PH&sort=-updatedAt&size=50&page=3&open=abc');
    const controls = controlsFromParams(params, guards);
    expect(controls).toEqual({ search: '', type: undefined, status: 'pending', country: 'PH', sort: 'updated' });
    expect(pagingFromParams(params)).toEqual({ pageSize: 50, page: 3 });
    expect(viewToParams(controls, { pageSize: 50, page: 3 }, params).toString()).toBe(
      'status=pending&country=PH&sort=-updatedAt&size=50&page=3&open=abc',
    );
    // Defaults stay out of the address; unknown sizes and pages fall back.
    expect(viewToParams(defaultStaffControls, { pageSize: 20, page: 1 }).toString()).toBe('');
    expect(pagingFromParams(new URLSearchParams('size=7&page=-2'))).toEqual({ pageSize: 20, page: 1 });
    expect(pagingFromParams(new URLSearchParams('page=51'))).toEqual({ pageSize: 20, page: 1 });
    // The older word values still open the same sort.
    expect(controlsFromParams(new URLSearchParams('sort=refCode'), guards).sort).toBe('refCode');
  });
});
