// The early filter address (filterSearch, what a filter change loads before the app is ready) and the
// app's own (withMaidsFilters / withTransferFilters through searchString) must be the same address for
// every filter set, or a visitor's early change lands on a list the app then shows differently. Checked
// on generated filter sets: what the GET form submits for them, against what the app writes for them.
import { describe, expect, it } from 'vitest';
import { countryCodes, maxWorkerAge, minWorkerAge, staffLanguages } from '@household/model';
import { experienceLevels } from '@/lib/experience';
import { maidPageTypes } from './model';
import { searchString, skillsForTypes } from './skillOrLanguage';
import type { MaidsFilters } from './staffQuery';
import { maidsSkills, withMaidsFilters, withTransferFilters } from './urlFilters';
import { filterSearch } from '@/site/early/earlyFilters';

/** A small seeded generator (mulberry32): the same cases every run, a failure names its seed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const chance = (p: number) => next() < p;
  const pick = <T>(values: readonly T[]): T => values[Math.floor(next() * values.length)]!;
  const subset = <T>(values: readonly T[]): T[] => values.filter(() => chance(0.3));
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return { chance, pick, subset, integer };
}

type Generator = ReturnType<typeof generator>;

const arabicIndic = (text: string) => text.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));

function factFilters(g: Generator, skills: readonly string[]): MaidsFilters {
  const filters: MaidsFilters = {};
  const picked = g.subset(skills);
  if (picked.length) filters.skills = picked as MaidsFilters['skills'];
  const languages = g.subset(staffLanguages);
  if (languages.length) filters.languages = languages;
  if (g.chance(0.4)) {
    const a = g.integer(minWorkerAge, maxWorkerAge);
    const b = g.integer(minWorkerAge, maxWorkerAge);
    filters.age = { min: Math.min(a, b), max: Math.max(a, b) };
  }
  if (g.chance(0.3)) filters.availableNow = true;
  return filters;
}

/** What the GET form submits for these filters, in its field order (FilterPanel, FactFilterFields). */
function submitted(g: Generator, language: string, filters: MaidsFilters, maids: boolean): [string, string][] {
  const fields: [string, string][] = [['lang', language]];
  if (maids) {
    fields.push(
      ['type', filters.type ?? ''],
      ['country', filters.country ?? ''],
      ['experience', filters.experience ?? ''],
    );
    if (filters.transferable) fields.push(['transfer', 'true']);
  }
  for (const skill of filters.skills ?? []) fields.push(['skills', skill]);
  for (const spoken of filters.languages ?? []) fields.push(['languages', spoken]);
  // An end at the bound may be left empty; digits typed on an Arabic keyboard read the same.
  const end = (value: number | undefined, bound: number) => {
    if (value === undefined || (value === bound && g.chance(0.5))) return '';
    return g.chance(0.3) ? arabicIndic(String(value)) : String(value);
  };
  fields.push(['ageFrom', end(filters.age?.min, minWorkerAge)], ['ageTo', end(filters.age?.max, maxWorkerAge)]);
  if (filters.availableNow) fields.push(['available', 'now']);
  return fields;
}

/** The address as a sorted list of its parameters (the order of parameters means nothing to a reader). */
const parameters = (search: string) => [...new URLSearchParams(search)].sort(([a], [b]) => a.localeCompare(b));

describe('the early filter address is the app’s address', () => {
  it('on 400 generated filter sets of the maids page', () => {
    const g = generator(35);
    for (let run = 0; run < 400; run += 1) {
      const language = g.pick(['en', 'ar']);
      const type = g.chance(0.6) ? g.pick(maidPageTypes) : undefined;
      const filters: MaidsFilters = { ...factFilters(g, maidsSkills(type)) };
      if (type) filters.type = type;
      if (g.chance(0.5)) filters.country = g.pick(countryCodes);
      if (g.chance(0.4)) filters.experience = g.pick(experienceLevels);
      if (g.chance(0.3)) filters.transferable = true;
      const app = searchString(withMaidsFilters(new URLSearchParams({ lang: language }), filters));
      const early = filterSearch(submitted(g, language, filters, true));
      expect(parameters(early), `run ${run}: ${JSON.stringify(filters)}`).toEqual(parameters(app));
    }
  });

  it('on 200 generated filter sets of the transfer page', () => {
    const g = generator(36);
    for (let run = 0; run < 200; run += 1) {
      const language = g.pick(['en', 'ar']);
      const filters = factFilters(g, skillsForTypes(['transfer']));
      const app = searchString(withTransferFilters(new URLSearchParams({ lang: language }), filters));
      const early = filterSearch(submitted(g, language, filters, false));
      expect(parameters(early), `run ${run}: ${JSON.stringify(filters)}`).toEqual(parameters(app));
    }
  });
});
