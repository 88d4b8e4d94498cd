// Which composite index a query shape needs, and whether firestore.indexes.json has it.
// Pure logic; tested in firestoreIndexLogic.test.ts and applied in firestoreIndexes.test.ts.
import type { OrderSpec, QueryShape } from '../../web/src/lib/queryShapes.ts';

export type IndexOrder = 'ASCENDING' | 'DESCENDING';

export interface IndexField {
  fieldPath: string;
  order?: IndexOrder;
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

export interface IndexesFile {
  indexes: CompositeIndex[];
  fieldOverrides?: unknown[];
}

/** A composite index requirement: equality fields (any order), the array-contains field, then the ordered fields. */
export interface RequiredIndex {
  collectionGroup: string;
  equality: string[];
  arrayContains?: string;
  ordered: OrderSpec[];
}

const toOrder = (direction: OrderSpec['direction']): IndexOrder => (direction === 'asc' ? 'ASCENDING' : 'DESCENDING');

/** Throws when the shape is not a query Firestore accepts in the form this app writes it. */
export function validateShape(shape: QueryShape): void {
  const equality = new Set(shape.equality);
  if (equality.size !== shape.equality.length) throw new Error(`${shape.name}: a field appears twice in equality`);
  if (shape.inequality !== undefined) {
    if (equality.has(shape.inequality))
      throw new Error(`${shape.name}: ${shape.inequality} is both an equality and a range field`);
    const first = shape.orderBy.find((order) => !equality.has(order.field));
    if (first !== undefined && first.field !== shape.inequality) {
      throw new Error(
        `${shape.name}: the range field ${shape.inequality} must be ordered first (orderBy('${shape.inequality}') before '${first.field}')`,
      );
    }
  }
  const ordered = shape.orderBy.map((order) => order.field);
  if (new Set(ordered).size !== ordered.length) throw new Error(`${shape.name}: a field is ordered twice`);
}

/**
 * The composite index a shape needs, or null when single-field indexes serve it:
 * - equality-only queries (any number of fields): Firestore merges single-field indexes;
 * - no equality and only one ordered field (an orderBy and/or a range on the same field).
 * Otherwise: equality fields, then the range field (ordered first), then the other orderBy fields.
 * An orderBy on an equality field is dropped (it orders nothing).
 */
export function requiredIndex(shape: QueryShape): RequiredIndex | null {
  validateShape(shape);
  const equality = [...shape.equality];
  let ordered = shape.orderBy.filter((order) => !equality.includes(order.field));
  if (shape.inequality !== undefined && ordered.length === 0) ordered = [{ field: shape.inequality, direction: 'asc' }];
  if (ordered.length === 0) return null;
  if (equality.length === 0 && shape.arrayContains === undefined && ordered.length === 1) return null;
  return {
    collectionGroup: shape.collection,
    equality,
    ...(shape.arrayContains ? { arrayContains: shape.arrayContains } : {}),
    ordered,
  };
}

/** Whether `index` serves `required`: same collection, equality fields first in any order, then the ordered fields exactly. */
export function indexServes(index: CompositeIndex, required: RequiredIndex): boolean {
  if (index.collectionGroup !== required.collectionGroup || index.queryScope !== 'COLLECTION') return false;
  const contains = required.arrayContains === undefined ? 0 : 1;
  if (index.fields.length !== required.equality.length + contains + required.ordered.length) return false;
  const arrayFields = index.fields.filter((field) => field.arrayConfig !== undefined);
  if (arrayFields.length !== contains) return false;
  if (
    contains === 1 &&
    (arrayFields[0]!.fieldPath !== required.arrayContains || arrayFields[0]!.arrayConfig !== 'CONTAINS')
  )
    return false;
  const ordinary = index.fields.filter((field) => field.arrayConfig === undefined);
  if (ordinary.some((field) => field.order === undefined)) return false;
  const head = ordinary.slice(0, required.equality.length).map((field) => field.fieldPath);
  if (!required.equality.every((field) => head.includes(field))) return false;
  const tail = ordinary.slice(required.equality.length);
  return required.ordered.every(
    (order, i) => tail[i]?.fieldPath === order.field && tail[i]?.order === toOrder(order.direction),
  );
}

/** The firestore.indexes.json entry for a requirement (equality fields ascending). */
export function indexEntry(required: RequiredIndex): CompositeIndex {
  return {
    collectionGroup: required.collectionGroup,
    queryScope: 'COLLECTION',
    fields: [
      ...required.equality.map((fieldPath): IndexField => ({ fieldPath, order: 'ASCENDING' })),
      ...(required.arrayContains
        ? [{ fieldPath: required.arrayContains, arrayConfig: 'CONTAINS' } satisfies IndexField]
        : []),
      ...required.ordered.map((order): IndexField => ({ fieldPath: order.field, order: toOrder(order.direction) })),
    ],
  };
}

export interface IndexReport {
  /** Shapes whose composite index is missing, with the entry to add. */
  missing: { shape: string; entry: CompositeIndex }[];
  /** Indexes no declared shape needs. */
  unused: CompositeIndex[];
}

export function checkIndexes(shapes: readonly QueryShape[], file: IndexesFile): IndexReport {
  const missing: IndexReport['missing'] = [];
  const used = new Set<CompositeIndex>();
  for (const shape of shapes) {
    const required = requiredIndex(shape);
    if (required === null) continue;
    const match = file.indexes.find((index) => indexServes(index, required));
    if (match) used.add(match);
    else missing.push({ shape: shape.name, entry: indexEntry(required) });
  }
  return { missing, unused: file.indexes.filter((index) => !used.has(index)) };
}
