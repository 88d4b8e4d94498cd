import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as model from './index.ts';
import {
  contentSections,
  countryCodes,
  languages,
  mediaTypes,
  messageStatuses,
  requestStatuses,
  staffStatuses,
  staffTypes,
} from './index.ts';

/** The enums of the model must be exactly the `in [...]` lists of firestore.rules. */
const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** Every list after `<field> in [` in the rules (a field may appear in several functions). */
function ruleLists(field: string): string[][] {
  const pattern = new RegExp(`\\b${field.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s+in\\s+\\[([^\\]]*)\\]`, 'g');
  return [...rules.matchAll(pattern)].map((match) => [...match[1]!.matchAll(/'([^']*)'/g)].map((item) => item[1]!));
}

/** The lists a rules function returns: `function name() { return [...]; }`. */
function ruleFunctionLists(name: string): string[][] {
  const pattern = new RegExp(`function\\s+${name}\\(\\)\\s*\\{\\s*return\\s+\\[([^\\]]*)\\]`, 'g');
  return [...rules.matchAll(pattern)].map((match) => [...match[1]!.matchAll(/'([^']*)'/g)].map((item) => item[1]!));
}

const cases: [string, readonly string[]][] = [
  ['data.type', staffTypes],
  ['data.status', staffStatuses],
  ['data.country', countryCodes],
  ['data.locale', languages],
  ['incoming().status', messageStatuses],
  ['data.section', contentSections],
  ['countryCode', countryCodes],
];

describe('model enums match firestore.rules', () => {
  it.each(cases)('%s', (field, modelList) => {
    const lists = ruleLists(field);
    expect(lists.length, `no "${field} in [...]" in firestore.rules`).toBeGreaterThan(0);
    const matching = lists.filter(
      (list) => list.length === modelList.length && list.every((item, i) => item === modelList[i]),
    );
    expect(
      matching.length,
      `${field}: rules have ${JSON.stringify(lists)}, model has ${JSON.stringify(modelList)}`,
    ).toBeGreaterThan(0);
  });

  it('media types', () => {
    expect(ruleLists('data.type')).toContainEqual([...mediaTypes]);
  });

  it('request statuses: the list the rules return from requestStatuses()', () => {
    expect(ruleFunctionLists('requestStatuses')).toEqual([[...requestStatuses]]);
  });

  it('journey statuses: the two lists of journeyStatuses(journey), transfer first (model/src/journey.ts)', () => {
    const body = /function\s+journeyStatuses\(journey\)\s*\{([^}]*)\}/.exec(rules)?.[1] ?? '';
    const lists = [...body.matchAll(/\[([^\]]*)\]/g)].map((match) =>
      [...match[1]!.matchAll(/'([^']*)'/g)].map((item) => item[1]!),
    );
    expect(lists).toEqual([[...model.journeyStatuses('transfer')], [...model.journeyStatuses('recruitment')]]);
  });

  it('every list of the rules (`in [...]` and `return [...]`) is one of the model enums (a new rule list needs its enum here)', () => {
    const all = [...rules.matchAll(/\b(?:in|return)\s+\[([^\]]*'[^\]]*)\]/g)].map((match) =>
      [...match[1]!.matchAll(/'([^']*)'/g)].map((item) => item[1]!).join(','),
    );
    const enums = (Object.values(model) as unknown[]).filter(
      (value): value is readonly string[] => Array.isArray(value) && value.every((item) => typeof item === 'string'),
    );
    const known = new Set(enums.map((list) => list.join(',')));
    expect(all.filter((list) => !known.has(list))).toEqual([]);
  });
});

describe('staff refCode format', () => {
  it('is the pattern firestore.rules checks refCodes with', () => {
    expect(rules).toContain(`matches('${model.staffRefCodePattern.source}')`);
  });

  it('accepts a type prefix with four digits and nothing else', () => {
    expect(['MD-0142', 'DR-0001', 'TR-9999'].every(model.isStaffRefCode)).toBe(true);
    expect(
      ['md-0142', 'MD-142', 'MD-01420', 'XX-0142', 'MD-0142\n', ' MD-0142', 42, null].some(model.isStaffRefCode),
    ).toBe(false);
  });
});
