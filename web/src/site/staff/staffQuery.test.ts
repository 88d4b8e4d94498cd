import { describe, expect, it } from 'vitest';
import { countryCodes } from '@/lib/countries';
import { experienceLevels } from '@/lib/experience';
import { queryShapes } from '@/lib/queryShapes';
import { driverSpecialties } from './driverSpecialties';
import { maidPageTypes } from './model';
import type { FactFilters } from './skillOrLanguage';
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

const factChoices: FactFilters[] = [
  {},
  { skills: ['cooking'] },
  { languages: ['en'] },
  { skills: ['cooking', 'childcare'], languages: ['ar', 'en'], age: { min: 25, max: 40 }, availableNow: true },
  { languages: ['ar', 'en'] },
  { age: { min: 30, max: 35 } },
];

function allMaidsFilterCombinations(): MaidsFilters[] {
  const combos: MaidsFilters[] = [];
  for (const type of [undefined, ...maidPageTypes])
    for (const country of [undefined, countryCodes[0]])
      for (const experience of [undefined, ...experienceLevels])
        for (const transferable of [undefined, true])
          for (const facts of factChoices) combos.push({ type, country, experience, transferable, ...facts });
  return combos;
}

function allSpecs(): StaffQuerySpec[] {
  return [
    ...allMaidsFilterCombinations().map(maidsQuery),
    ...factChoices.map((facts) => transferQuery(facts)),
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
    const cooking = maidsQuery({ type: 'Maid', skills: ['cooking'], experience: 'mid' });
    expect(cooking.where.filter((w) => w.op === 'array-contains')).toEqual([
      { field: 'skills', op: 'array-contains', value: 'cooking' },
    ]);
    expect(cooking.orderBy[0]).toEqual({ field: 'experienceYears', direction: 'asc' });
    const tagalog = transferQuery({ languages: ['tl'] });
    expect(tagalog.where).toEqual([
      { field: 'status', op: '==', value: 'active' },
      { field: 'type', op: '==', value: 'transfer' },
      { field: 'languages', op: 'array-contains', value: 'tl' },
    ]);
    for (const spec of allSpecs())
      expect(spec.where.filter((w) => w.op === 'array-contains').length).toBeLessThanOrEqual(1);
    // One skill or one language alone is all in the index: nothing is left to check in memory.
    expect(cooking.facts).toBeUndefined();
    expect(tagalog.facts).toBeUndefined();
  });

  it('indexes the first skill (else the first language) and leaves the other facts to matchesStaffFacts', () => {
    const several = maidsQuery({
      skills: ['cooking', 'childcare'],
      languages: ['ar', 'en'],
      age: { min: 25, max: 40 },
      availableNow: true,
    });
    expect(several.where.filter((w) => w.op === 'array-contains')).toEqual([
      { field: 'skills', op: 'array-contains', value: 'cooking' },
    ]);
    expect(several.facts).toEqual({
      skills: ['cooking', 'childcare'],
      languages: ['ar', 'en'],
      age: { min: 25, max: 40 },
      availableNow: true,
    });
    const languages = transferQuery({ languages: ['ar', 'en'] });
    expect(languages.where.at(-1)).toEqual({ field: 'languages', op: 'array-contains', value: 'ar' });
    expect(languages.facts).toEqual({ skills: [], languages: ['ar', 'en'], age: null, availableNow: false });
    const age = transferQuery({ age: { min: 30, max: 35 } });
    expect(age.where.some((w) => w.op === 'array-contains')).toBe(false);
    expect(age.facts?.age).toEqual({ min: 30, max: 35 });
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

describe('the structured CV filters in the query (issue 36)', () => {
  it('keep the indexed shape and go to the in-memory facts check', () => {
    const spec = maidsQuery({ childcare: ['y1to3'] });
    expect(spec.where).toEqual(maidsQuery({}).where);
    expect(spec.facts).toEqual({
      skills: [],
      languages: [],
      age: null,
      availableNow: false,
      cv: { childcare: ['y1to3'], willing: [], level: null },
    });
    expect(maidsQuery({ skills: ['cooking'] }).facts).toBeUndefined();
  });
});
