import { skillsByType, staffLanguages, type StaffLanguage, type StaffSkill } from '@household/model';
import type { StaffType } from './model';

/**
 * The skill-or-language filter of the maids and transfer pages.
 *
 * Firestore allows one `array-contains` (or `array-contains-any`) per query, and `skills` and
 * `languages` are both arrays, so a list is filtered by ONE skill or ONE language, never both
 * (decision 011, docs/decisions/011-query-shapes-registry.md). The type makes that a fact: the
 * filter is either a skill or a language. The page shows one control for both, so a visitor cannot
 * ask for a combination the list would silently ignore. In the URL: `?skill=cooking` or
 * `?speaks=en` (`lang` is the page language); with both, the skill wins.
 */
export type SkillOrLanguage = { kind: 'skill'; code: StaffSkill } | { kind: 'language'; code: StaffLanguage };

/** The skills a visitor can pick for a list of the given types: the union of their sets, in set order. */
export function skillsForTypes(types: readonly StaffType[]): StaffSkill[] {
  const skills: StaffSkill[] = [];
  for (const type of types) for (const skill of skillsByType[type]) if (!skills.includes(skill)) skills.push(skill);
  return skills;
}

export function isStaffLanguage(value: unknown): value is StaffLanguage {
  return typeof value === 'string' && (staffLanguages as readonly string[]).includes(value);
}

/** Reads `skill` (one of `skills`) or else `speaks` (a known language code) from the query string. */
export function parseSkillOrLanguage(
  params: URLSearchParams,
  skills: readonly StaffSkill[],
): SkillOrLanguage | undefined {
  const skill = params.get('skill');
  const match = skills.find((candidate) => candidate === skill);
  if (match) return { kind: 'skill', code: match };
  const language = params.get('speaks');
  if (isStaffLanguage(language)) return { kind: 'language', code: language };
  // The plain GET form of the filters sends the combined select as `filter=skill:cooking` / `filter=language:en`.
  return skillOrLanguageFromValue(params.get('filter') ?? '', skills);
}

/** Writes the filter into `params` (in place), removing the other one. */
export function writeSkillOrLanguage(params: URLSearchParams, filter: SkillOrLanguage | undefined): void {
  params.delete('skill');
  params.delete('speaks');
  params.delete('filter');
  if (filter?.kind === 'skill') params.set('skill', filter.code);
  if (filter?.kind === 'language') params.set('speaks', filter.code);
}

/** The filter kept when the list's types change: a skill the new types do not have is dropped. */
export function keepSkillOrLanguage(
  filter: SkillOrLanguage | undefined,
  skills: readonly StaffSkill[],
): SkillOrLanguage | undefined {
  if (filter?.kind === 'skill' && !skills.includes(filter.code)) return undefined;
  return filter;
}

/** `<select>` value of the combined control: `skill:cooking`, `language:en`, or '' for none. */
export function skillOrLanguageValue(filter: SkillOrLanguage | undefined): string {
  return filter ? `${filter.kind}:${filter.code}` : '';
}

export function skillOrLanguageFromValue(value: string, skills: readonly StaffSkill[]): SkillOrLanguage | undefined {
  const separator = value.indexOf(':');
  const kind = value.slice(0, separator);
  const code = value.slice(separator + 1);
  if (kind === 'skill') {
    const match = skills.find((candidate) => candidate === code);
    return match ? { kind: 'skill', code: match } : undefined;
  }
  if (kind === 'language' && isStaffLanguage(code)) return { kind: 'language', code };
  return undefined;
}
