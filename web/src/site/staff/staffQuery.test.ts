import { describe, expect, it } from 'vitest';
import { countryCodes } from '@/lib/countries';
import { experienceLevels } from '@/lib/experience';
import { queryShapes } from '@/lib/queryShapes';
import { driverSpecialties } from './driverSpecialties';
import { maidPageTypes } from './model';
import type { SkillOrLanguage } from './skillOrLanguage';
import {
  driversQuery,
  maidsQuery,
  queryShapeOf,
  staffPageSize,
  listPages,
  maxListPages,
  nextPageSearch,
  withListPages,
  transferQuery,
  type MaidsFilters,
  type StaffQuerySpec,
} from './staffQuery';

const skillOrLanguageChoices: (SkillOrLanguage | undefined)[] = [
  undefined,
  { kind: 'skill', code: 'cooking' },
  { kind: 'language', code: 'en' },
];

function allMaidsFilterCombinations(): MaidsFilters[] {
  const combos: MaidsFilters[] = [];
  for (const type of [undefined, ...maidPageTypes])
    for (const country of [undefined, countryCodes[0]])
      for (const experience of [undefined, ...experienceLevels])
        for (const transferable of [undefined, true])
          for (const skillOrLanguage of skillOrLanguageChoices)
            combos.push({ type, country, experience, transferable, skillOrLanguage });
  return combos;
}

function allSpecs(): StaffQuerySpec[] {
  return [
    ...allMaidsFilterCombinations().map(maidsQuery),
    ...skillOrLanguageChoices.map((skillOrLanguage) => transferQuery({ skillOrLanguage })),
    driversQuery(),
    ...driverSpecialties.map(driversQuery),
  ];
}

function declared(shape: ReturnType<typeof queryShapeOf>): boolean {
  return queryShapes.some(
    (candidate) =>
      candidate.collection === shape.collection &&
      candidate.audience === 'public' &&
      JSON.stringify([...candidate.equality]) === JSON.stringify(shape.equality) &&
      (candidate.arrayContains ?? null) === (shape.arrayContains ?? null) &&
      (candidate.inequality ?? null) === (shape.inequality[0] ?? null) &&
      JSON.stringify(candidate.orderBy) === JSON.stringify(shape.orderBy) &&
      (candidate.aggregate ?? null) === (shape.aggregate ?? null),
  );
}

describe('staff queries', () => {
  it('always filter status == active first (the rules only allow that query)', () => {
    for (const spec of allSpecs()) expect(spec.where[0]).toEqual({ field: 'status', op: '==', value: 'active' });
  });

  it('list Maid, Cleaner and Nanny on the maids page unless one type is chosen', () => {
    expect(maidsQuery({}).where[1]).toEqual({ field: 'type', op: 'in', value: ['Maid', 'Cleaner', 'Nanny'] });
    expect(maidsQuery({ type: 'Nanny' }).where[1]).toEqual({ field: 'type', op: '==', value: 'Nanny' });
  });

  it('order newest first, or by experience then newest with an experience range', () => {
    expect(maidsQuery({}).orderBy).toEqual([{ field: 'createdAt', direction: 'desc' }]);
    const senior = maidsQuery({ experience: 'senior' });
    expect(senior.where.slice(-1)).toEqual([{ field: 'experienceYears', op: '>=', value: 6 }]);
    expect(senior.orderBy[0]).toEqual({ field: 'experienceYears', direction: 'asc' });
    const junior = maidsQuery({ experience: 'junior', country: 'KE', transferable: true });
    expect(junior.where).toContainEqual({ field: 'experienceYears', op: '<', value: 3 });
    expect(junior.where).toContainEqual({ field: 'country', op: '==', value: 'KE' });
    expect(junior.where).toContainEqual({ field: 'transferable', op: '==', value: true });
  });

  it('filter by one skill or one language with array-contains, never both (one array-contains per query)', () => {
    const cooking = maidsQuery({
      type: 'Maid',
      skillOrLanguage: { kind: 'skill', code: 'cooking' },
      experience: 'mid',
    });
    expect(cooking.where.filter((w) => w.op === 'array-contains')).toEqual([
      { field: 'skills', op: 'array-contains', value: 'cooking' },
    ]);
    expect(cooking.orderBy[0]).toEqual({ field: 'experienceYears', direction: 'asc' });
    const tagalog = transferQuery({ skillOrLanguage: { kind: 'language', code: 'tl' } });
    expect(tagalog.where).toEqual([
      { field: 'status', op: '==', value: 'active' },
      { field: 'type', op: '==', value: 'transfer' },
      { field: 'languages', op: 'array-contains', value: 'tl' },
    ]);
    for (const spec of allSpecs())
      expect(spec.where.filter((w) => w.op === 'array-contains').length).toBeLessThanOrEqual(1);
  });

  it('page by a fixed page size', () => {
    for (const spec of allSpecs()) expect(spec.pageSize).toBe(staffPageSize);
  });

  it('filters drivers by the specialty in their skills, never by years', () => {
    expect(driversQuery('vip').where).toEqual([
      { field: 'status', op: '==', value: 'active' },
      { field: 'type', op: '==', value: 'Driver' },
      { field: 'skills', op: 'array-contains', value: 'vip' },
    ]);
    expect(driversQuery('vip').orderBy).toEqual([{ field: 'createdAt', direction: 'desc' }]);
    expect(driversQuery().where).toHaveLength(2);
    expect(transferQuery().where[1]).toEqual({ field: 'type', op: '==', value: 'transfer' });
  });

  it('only make query shapes declared in lib/queryShapes.ts (list and count)', () => {
    for (const spec of allSpecs()) {
      expect(declared(queryShapeOf(spec)), JSON.stringify(queryShapeOf(spec))).toBe(true);
      expect(declared(queryShapeOf(spec, 'count')), JSON.stringify(queryShapeOf(spec, 'count'))).toBe(true);
    }
  });
});

describe('list pages in the address (?page=N)', () => {
  it('reads 1 to maxListPages, 1 for anything else', () => {
    expect(listPages(new URLSearchParams(''))).toBe(1);
    expect(listPages(new URLSearchParams('page=3'))).toBe(3);
    expect(listPages(new URLSearchParams('page=99'))).toBe(maxListPages);
    for (const odd of ['0', '-2', '1.5', 'x', '']) expect(listPages(new URLSearchParams(`page=${odd}`)), odd).toBe(1);
  });

  it('reads the first N pages in one query', () => {
    const spec = maidsQuery({});
    expect(withListPages(spec, 1)).toBe(spec);
    expect(withListPages(spec, 3).pageSize).toBe(staffPageSize * 3);
    expect(withListPages(spec, 3).where).toEqual(spec.where);
  });

  it('links to one page more, keeping the filters and the language', () => {
    expect(nextPageSearch(new URLSearchParams('type=Maid&lang=ar'), staffPageSize)).toBe('?type=Maid&lang=ar&page=2');
    expect(nextPageSearch(new URLSearchParams('page=2'), staffPageSize * 2)).toBe('?page=3');
  });
});
