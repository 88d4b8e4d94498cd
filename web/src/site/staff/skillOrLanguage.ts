import {
  isAgeRange,
  maxWorkerAge,
  minWorkerAge,
  skillsByType,
  staffLanguages,
  type AgeRange,
  type StaffLanguage,
  type StaffSkill,
} from '@household/model';
import { toAsciiDigits } from '@household/model';
import type { StaffType } from '@/lib/staffModel';

/**
 * The facts filters of the maids and transfer pages in the URL (issue 29): several skills AND several
 * languages (`skills=cooking,childcare&languages=ar,en`, by their model codes), an age range (`age=25-40`)
 * and `available=now`. The plain GET form submits checkbox groups as repeated parameters
 * (`skills=a&skills=b`) and the age as `ageFrom`/`ageTo`; both read the same, and the app writes the one
 * canonical form above. Older addresses keep working: `skill=`, `speaks=` and the old combined select's
 * `filter=skill:x` / `filter=language:x`. Firestore allows one array-contains per query, so the query
 * indexes one skill or language and the model's `matchesStaffFacts` checks the rest (staffQuery.ts).
 */
export interface FactFilters {
  skills?: StaffSkill[];
  languages?: StaffLanguage[];
  age?: AgeRange;
  availableNow?: boolean;
}

/** The parameters these filters own (cleared before writing). */
const factParams = ['skills', 'languages', 'skill', 'speaks', 'filter', 'age', 'ageFrom', 'ageTo', 'available'];

/** The skills a visitor can pick for a list of the given types: the union of their sets, in set order. */
export function skillsForTypes(types: readonly StaffType[]): StaffSkill[] {
  const skills: StaffSkill[] = [];
  for (const type of types) for (const skill of skillsByType[type]) if (!skills.includes(skill)) skills.push(skill);
  return skills;
}

export function isStaffLanguage(value: unknown): value is StaffLanguage {
  return typeof value === 'string' && (staffLanguages as readonly string[]).includes(value);
}

/** Every value of a list parameter: repeated (`a=1&a=2`) and comma lists (`a=1,2`) alike. */
function listParam(params: URLSearchParams, name: string): string[] {
  return params.getAll(name).flatMap((value) => value.split(',').map((part) => part.trim()));
}

/** `25-40` (any digits, spaces, `–`) as an age range of 18 to 70, min first; undefined otherwise. */
export function parseAgeRange(value: string | null | undefined): AgeRange | undefined {
  const match = /^\s*(\d{1,3})\s*[-–]\s*(\d{1,3})\s*$/.exec(toAsciiDigits(value ?? ''));
  if (!match) return undefined;
  const range = { min: Number(match[1]), max: Number(match[2]) };
  return isAgeRange(range) ? range : undefined;
}

/** The age range of the GET form's two number fields: a missing end is the youngest or oldest age. */
function ageFromFields(params: URLSearchParams): AgeRange | undefined {
  const from = toAsciiDigits(params.get('ageFrom') ?? '').trim();
  const to = toAsciiDigits(params.get('ageTo') ?? '').trim();
  if (from === '' && to === '') return undefined;
  return parseAgeRange(`${from || minWorkerAge}-${to || maxWorkerAge}`);
}

/** Reads the facts filters; skills are checked against `skills` (the list's set) and kept in set order. */
export function parseFactFilters(params: URLSearchParams, skills: readonly StaffSkill[]): FactFilters {
  const wantedSkills = new Set(listParam(params, 'skills'));
  const wantedLanguages = new Set(listParam(params, 'languages'));
  const old = params.get('skill');
  if (old) wantedSkills.add(old);
  const speaks = params.get('speaks');
  if (speaks) wantedLanguages.add(speaks);
  const [kind, code] = (params.get('filter') ?? '').split(':');
  if (code && kind === 'skill') wantedSkills.add(code);
  if (code && kind === 'language') wantedLanguages.add(code);

  const filters: FactFilters = {};
  const pickedSkills = skills.filter((skill) => wantedSkills.has(skill));
  if (pickedSkills.length > 0) filters.skills = pickedSkills;
  const pickedLanguages = staffLanguages.filter((language) => wantedLanguages.has(language));
  if (pickedLanguages.length > 0) filters.languages = pickedLanguages;
  const age = parseAgeRange(params.get('age')) ?? ageFromFields(params);
  if (age) filters.age = age;
  if (params.get('available') === 'now') filters.availableNow = true;
  return filters;
}

/** Writes the filters into `params` (in place) in the canonical form, removing every older spelling. */
export function writeFactFilters(params: URLSearchParams, filters: FactFilters): void {
  for (const name of factParams) params.delete(name);
  if (filters.skills?.length) params.set('skills', filters.skills.join(','));
  if (filters.languages?.length) params.set('languages', filters.languages.join(','));
  if (filters.age) params.set('age', `${filters.age.min}-${filters.age.max}`);
  if (filters.availableNow) params.set('available', 'now');
}

/** The filters kept when the list's types change: skills the new types do not have are dropped. */
export function keepFactSkills(filters: FactFilters, skills: readonly StaffSkill[]): FactFilters {
  const kept = filters.skills?.filter((skill) => skills.includes(skill));
  const next: FactFilters = { ...filters, skills: kept };
  if (!kept?.length) delete next.skills;
  return next;
}

/** How many facts filters are set (the filter button's count). */
export function factFilterCount(filters: FactFilters): number {
  return (
    (filters.skills?.length ?? 0) +
    (filters.languages?.length ?? 0) +
    (filters.age ? 1 : 0) +
    (filters.availableNow ? 1 : 0)
  );
}

/**
 * A query string with its commas kept readable (`skills=cooking,childcare`, not `%2C`): commas are
 * allowed in a query and the canonical address is the one a family shares.
 */
export function searchString(params: URLSearchParams): string {
  const text = params.toString().replace(/%2C/gi, ',');
  return text ? `?${text}` : '';
}
