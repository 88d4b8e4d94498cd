// The shape -> composite index logic itself: it must say "needed" and "missing" when it should.
import { describe, expect, it } from 'vitest';
import type { QueryShape } from '../../web/src/lib/queryShapes.ts';
import {
  checkIndexes,
  indexEntry,
  indexServes,
  requiredIndex,
  validateShape,
  type CompositeIndex,
} from './firestoreIndexLogic.ts';

const shape = (partial: Partial<QueryShape>): QueryShape => ({
  name: 'test shape',
  collection: 'staff',
  audience: 'public',
  equality: [],
  orderBy: [],
  ...partial,
});

const desc = (field: string) => ({ field, direction: 'desc' as const });
const asc = (field: string) => ({ field, direction: 'asc' as const });

describe('requiredIndex', () => {
  it.each([
    ['a single equality filter', shape({ equality: ['status'] })],
    ['several equality filters (index merging)', shape({ equality: ['status', 'type', 'country'] })],
    ['a single orderBy', shape({ orderBy: [desc('createdAt')] })],
    [
      'a range and orderBy on the same single field',
      shape({ inequality: 'experienceYears', orderBy: [asc('experienceYears')] }),
    ],
    ['a range alone', shape({ inequality: 'experienceYears' })],
    ['an orderBy on the equality field itself', shape({ equality: ['status'], orderBy: [asc('status')] })],
  ])('needs no composite index for %s', (_title, query) => {
    expect(requiredIndex(query)).toBeNull();
  });

  it('needs equality + orderBy on another field', () => {
    expect(
      requiredIndex(shape({ collection: 'reviews', equality: ['approved'], orderBy: [desc('createdAt')] })),
    ).toEqual({
      collectionGroup: 'reviews',
      equality: ['approved'],
      ordered: [desc('createdAt')],
    });
  });

  it('needs two orderBy fields even without equality', () => {
    expect(requiredIndex(shape({ orderBy: [asc('section'), asc('fieldKey')] }))?.ordered).toEqual([
      asc('section'),
      asc('fieldKey'),
    ]);
  });

  it('puts the range field right after the equality fields', () => {
    const required = requiredIndex(
      shape({
        equality: ['status', 'type'],
        inequality: 'experienceYears',
        orderBy: [asc('experienceYears'), desc('createdAt')],
      }),
    );
    expect(required?.ordered).toEqual([asc('experienceYears'), desc('createdAt')]);
  });

  it('orders a range implicitly ascending in a count query', () => {
    expect(
      requiredIndex(shape({ equality: ['status'], inequality: 'experienceYears', aggregate: 'count' }))?.ordered,
    ).toEqual([asc('experienceYears')]);
  });
});

describe('validateShape', () => {
  it('rejects a range field that is not ordered first', () => {
    expect(() =>
      validateShape(shape({ equality: ['status'], inequality: 'experienceYears', orderBy: [desc('createdAt')] })),
    ).toThrow(/must be ordered first/);
  });

  it('rejects a field that is both equality and range', () => {
    expect(() => validateShape(shape({ equality: ['experienceYears'], inequality: 'experienceYears' }))).toThrow(
      /both/,
    );
  });

  it('rejects duplicates', () => {
    expect(() => validateShape(shape({ equality: ['status', 'status'] }))).toThrow(/twice/);
    expect(() => validateShape(shape({ orderBy: [asc('a'), desc('a')] }))).toThrow(/twice/);
  });
});

describe('indexServes and checkIndexes', () => {
  const query = shape({ equality: ['status', 'type'], orderBy: [desc('createdAt')] });
  const required = requiredIndex(query)!;
  const index = (fields: CompositeIndex['fields'], collectionGroup = 'staff'): CompositeIndex => ({
    collectionGroup,
    queryScope: 'COLLECTION',
    fields,
  });

  it('accepts the generated entry and the equality fields in another order', () => {
    expect(indexServes(indexEntry(required), required)).toBe(true);
    expect(
      indexServes(
        index([
          { fieldPath: 'type', order: 'ASCENDING' },
          { fieldPath: 'status', order: 'DESCENDING' },
          { fieldPath: 'createdAt', order: 'DESCENDING' },
        ]),
        required,
      ),
    ).toBe(true);
  });

  it.each([
    [
      'the wrong direction',
      [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'type', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'ASCENDING' },
      ],
    ],
    [
      'a missing equality field',
      [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    ],
    [
      'the ordered field first',
      [
        { fieldPath: 'createdAt', order: 'DESCENDING' },
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'type', order: 'ASCENDING' },
      ],
    ],
    [
      'an extra field',
      [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'type', order: 'ASCENDING' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
        { fieldPath: 'name', order: 'ASCENDING' },
      ],
    ],
    [
      'an array-contains field',
      [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'type', arrayConfig: 'CONTAINS' },
        { fieldPath: 'createdAt', order: 'DESCENDING' },
      ],
    ],
  ] as [string, CompositeIndex['fields']][])('rejects an index with %s', (_title, fields) => {
    expect(indexServes(index(fields), required)).toBe(false);
  });

  it('rejects an index on another collection', () => {
    expect(indexServes({ ...indexEntry(required), collectionGroup: 'reviews' }, required)).toBe(false);
  });

  it('reports a missing index with the entry to add, and an unused one', () => {
    const stale = index(
      [
        { fieldPath: 'a', order: 'ASCENDING' },
        { fieldPath: 'b', order: 'ASCENDING' },
      ],
      'media',
    );
    const report = checkIndexes([query, shape({ equality: ['status'] })], { indexes: [stale] });
    expect(report.missing).toEqual([{ shape: 'test shape', entry: indexEntry(required) }]);
    expect(report.unused).toEqual([stale]);
  });

  it('passes when the index is there', () => {
    expect(checkIndexes([query], { indexes: [indexEntry(required)] })).toEqual({ missing: [], unused: [] });
  });
});

describe('array-contains shapes (drivers by skill)', () => {
  const shape = {
    name: 'drivers by skill',
    collection: 'staff',
    audience: 'public',
    equality: ['status', 'type'],
    arrayContains: 'skills',
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  } as const;

  it('needs equality fields, then the CONTAINS field, then the order', () => {
    const required = requiredIndex(shape)!;
    expect(indexEntry(required).fields).toEqual([
      { fieldPath: 'status', order: 'ASCENDING' },
      { fieldPath: 'type', order: 'ASCENDING' },
      { fieldPath: 'skills', arrayConfig: 'CONTAINS' },
      { fieldPath: 'createdAt', order: 'DESCENDING' },
    ]);
    expect(indexServes(indexEntry(required), required)).toBe(true);
  });

  it('is not served by the index without the CONTAINS field or with another array field', () => {
    const required = requiredIndex(shape)!;
    const plain = {
      collectionGroup: 'staff',
      queryScope: 'COLLECTION' as const,
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' as const },
        { fieldPath: 'type', order: 'ASCENDING' as const },
        { fieldPath: 'createdAt', order: 'DESCENDING' as const },
      ],
    };
    expect(indexServes(plain, required)).toBe(false);
    const other = {
      ...indexEntry(required),
      fields: indexEntry(required).fields.map((field) =>
        field.arrayConfig ? { ...field, fieldPath: 'languages' } : field,
      ),
    };
    expect(indexServes(other, required)).toBe(false);
  });
});
