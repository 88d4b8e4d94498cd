// Every query shape the app declares (web/src/lib/queryShapes.ts) has the composite index it needs
// in firestore.indexes.json. The emulator never enforces indexes, so only this test catches a
// missing one before production does.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { queryShapes } from '../../web/src/lib/queryShapes.ts';
import { checkIndexes, requiredIndex, type IndexesFile } from './firestoreIndexLogic.ts';

const indexesFile = JSON.parse(
  readFileSync(new URL('../../firestore.indexes.json', import.meta.url), 'utf8'),
) as IndexesFile;

describe('firestore.indexes.json covers web/src/lib/queryShapes.ts', () => {
  it.each(queryShapes.map((shape) => [shape.name, shape] as const))('%s', (_name, shape) => {
    const { missing } = checkIndexes([shape], indexesFile);
    expect(
      missing,
      `add this entry to firestore.indexes.json "indexes":\n${JSON.stringify(missing[0]?.entry, null, 2)}`,
    ).toEqual([]);
  });

  it('has shape names that are unique', () => {
    expect(new Set(queryShapes.map((shape) => shape.name)).size).toBe(queryShapes.length);
  });

  it('declares only indexes some query needs (no stale ones)', () => {
    expect(checkIndexes(queryShapes, indexesFile).unused).toEqual([]);
  });

  it('declares no index twice', () => {
    const keys = indexesFile.indexes.map((index) => JSON.stringify(index));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('needs composite indexes for the public lists (sanity check of the shapes themselves)', () => {
    const needing = queryShapes.filter((shape) => requiredIndex(shape) !== null).map((shape) => shape.name);
    expect(needing).toContain('public reviews: approved, newest first');
    expect(needing).toContain('public gallery: active media by display order');
    expect(needing).toContain('public staff: status + type');
    expect(needing).not.toContain('admin staff table: newest first');
  });
});
