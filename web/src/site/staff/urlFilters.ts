import { countryFromQuery } from '@/lib/countries';
import { isExperienceLevel } from '@/lib/experience';
import { isDriverSpecialty, type DriverSpecialty } from './driverSpecialties';
import { isMaidPageType, maidPageTypes, type MaidPageType } from './model';
import { factFilterCount, keepFactSkills, parseFactFilters, skillsForTypes, writeFactFilters } from './skillOrLanguage';
import type { MaidsFilters, TransferFilters } from './staffQuery';

/**
 * The maids page keeps its filters in the query string so a filtered list survives a reload and
 * can be shared: `type`, `country` (its code, e.g. `LK`; the English name of older links is read too),
 * `experience`, `transfer=true`, and the facts filters `skills`, `languages`, `age`, `available=now`
 * (skillOrLanguage.ts), plus the layout `view=list` (grid is the default). Unknown values are ignored,
 * and so is a skill the chosen type does not have.
 */
export type StaffLayout = 'grid' | 'list';

export function parseMaidsFilters(params: URLSearchParams): MaidsFilters {
  const filters: MaidsFilters = {};
  const type = params.get('type');
  if (isMaidPageType(type)) filters.type = type;
  const country = countryFromQuery(params.get('country'));
  if (country) filters.country = country.code;
  const experience = params.get('experience');
  if (isExperienceLevel(experience)) filters.experience = experience;
  if (params.get('transfer') === 'true') filters.transferable = true;
  return { ...filters, ...parseFactFilters(params, maidsSkills(filters.type)) };
}

/** The skills the maids page offers: the chosen type's, or those of Maid, Cleaner and Nanny together. */
export function maidsSkills(type: MaidPageType | undefined) {
  return skillsForTypes(type ? [type] : maidPageTypes);
}

/** The filters after choosing a type: a skill the new type does not have is dropped. */
export function withMaidsType(filters: MaidsFilters, type: MaidPageType | undefined): MaidsFilters {
  const next: MaidsFilters = { ...keepFactSkills(filters, maidsSkills(type)), type };
  if (!next.type) delete next.type;
  return next;
}

export function parseLayout(params: URLSearchParams): StaffLayout {
  return params.get('view') === 'list' ? 'list' : 'grid';
}

/** New search params with the filters replaced; other parameters (lang, view) are kept. */
export function withMaidsFilters(params: URLSearchParams, filters: MaidsFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['type', 'country', 'experience', 'transfer', 'page']) next.delete(key);
  if (filters.type) next.set('type', filters.type);
  if (filters.country) next.set('country', filters.country);
  if (filters.experience) next.set('experience', filters.experience);
  if (filters.transferable) next.set('transfer', 'true');
  writeFactFilters(next, filters);
  return next;
}

/** /transfer-staff: the facts filters (skills of the transfer set, languages, age, available now). */
export function parseTransferFilters(params: URLSearchParams): TransferFilters {
  return parseFactFilters(params, skillsForTypes(['transfer']));
}

export function withTransferFilters(params: URLSearchParams, filters: TransferFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  writeFactFilters(next, filters);
  return next;
}

export function withLayout(params: URLSearchParams, layout: StaffLayout): URLSearchParams {
  const next = new URLSearchParams(params);
  if (layout === 'list') next.set('view', 'list');
  else next.delete('view');
  return next;
}

export function activeFilterCount(filters: MaidsFilters): number {
  return (
    [filters.type, filters.country, filters.experience, filters.transferable].filter(Boolean).length +
    factFilterCount(filters)
  );
}

/** Drivers page: `?specialty=family|airport|executive|vip`; absent means all. */
export function parseSpecialty(params: URLSearchParams): DriverSpecialty | undefined {
  const value = params.get('specialty');
  return isDriverSpecialty(value) ? value : undefined;
}

export function withSpecialty(params: URLSearchParams, specialty: DriverSpecialty | undefined): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if (specialty) next.set('specialty', specialty);
  else next.delete('specialty');
  return next;
}
