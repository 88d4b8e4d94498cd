import { describe, expect, it } from 'vitest';
import arAdmin from './ar/admin.json';
import arCommon from './ar/common.json';
import arPublic from './ar/public.json';
import enAdmin from './en/admin.json';
import enCommon from './en/common.json';
import enPublic from './en/public.json';

type Tree = { [key: string]: unknown };

/** Every leaf of a translation tree as `a.b.c` -> value. */
function leaves(tree: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (tree && typeof tree === 'object' && !Array.isArray(tree)) {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [leafPath, leaf] of leaves(value, path)) out.set(leafPath, leaf);
      } else {
        out.set(path, value);
      }
    }
  }
  return out;
}

/** Arabic plural forms (`_zero` ... `_other`) and English ones (`_one`, `_other`) differ by design. */
const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const baseKeys = (map: Map<string, unknown>) => new Set([...map.keys()].map((key) => key.replace(pluralSuffix, '')));

const namespaces: [string, unknown, unknown][] = [
  ['common', enCommon, arCommon],
  ['public', enPublic, arPublic],
  ['admin', enAdmin, arAdmin],
];

describe.each(namespaces)('locale namespace %s', (_name, en, ar) => {
  const enLeaves = leaves(en);
  const arLeaves = leaves(ar);

  it('has the same keys in English and Arabic', () => {
    const enKeys = baseKeys(enLeaves);
    const arKeys = baseKeys(arLeaves);
    expect(
      [...enKeys].filter((key) => !arKeys.has(key)),
      'keys missing in Arabic',
    ).toEqual([]);
    expect(
      [...arKeys].filter((key) => !enKeys.has(key)),
      'keys missing in English',
    ).toEqual([]);
  });

  it('has no empty or non-string values', () => {
    const bad = [...enLeaves, ...arLeaves]
      .filter(([, value]) => typeof value !== 'string' || value.trim().length === 0)
      .map(([key]) => key);
    expect(bad).toEqual([]);
  });

  it('keeps interpolation placeholders identical in both languages', () => {
    const placeholders = (value: unknown) => [...String(value).matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
    const mismatched = [...enLeaves.keys()]
      .filter((key) => arLeaves.has(key) && !pluralSuffix.test(key))
      .filter((key) => placeholders(enLeaves.get(key)).join() !== placeholders(arLeaves.get(key)).join());
    expect(mismatched).toEqual([]);
  });

  it('uses the regulated Arabic wording (never خادمة, never sale or تنازل for a transfer)', () => {
    const offending = [...arLeaves]
      .filter(([, value]) => /خادم|تنازل|(بيع|شراء) ?(ال)?(عمال|عامل)/.test(String(value)))
      .map(([key]) => key);
    expect(offending).toEqual([]);
  });
});
