import type { StaffType } from './common.ts';

/** `staff.skills`: what a worker actually does, from a fixed set per type (docs/architecture.md#data-model). */
export const skillsByType = {
  Maid: ['cooking', 'childcare', 'elderlyCare', 'cleaning', 'laundry'],
  Cleaner: ['cleaning', 'laundry', 'deepCleaning', 'kitchenCare'],
  Nanny: ['childcare', 'infantCare', 'homework', 'cooking'],
  Driver: ['family', 'executive', 'airport', 'vip'],
  transfer: ['cooking', 'childcare', 'elderlyCare', 'cleaning', 'laundry'],
} as const satisfies Record<StaffType, readonly string[]>;

export type StaffSkill = (typeof skillsByType)[StaffType][number];
export type DriverSkill = (typeof skillsByType)['Driver'][number];
export const driverSkills: readonly DriverSkill[] = skillsByType.Driver;

/** `staff.languages`: ISO 639-1 codes the office can choose from. */
export const staffLanguages = [
  'ar',
  'en',
  'tl',
  'hi',
  'bn',
  'si',
  'ta',
  'ml',
  'am',
  'om',
  'sw',
  'lg',
  'ur',
  'ne',
  'id',
] as const;
export type StaffLanguage = (typeof staffLanguages)[number];

/** The rules' limits: at most this many entries per list. */
export const maxSkills = 10;
export const maxLanguages = 10;

/** The stored skills a type allows, de-duplicated, in the set's order; anything else dropped. */
export function skillsFor(type: StaffType, value: unknown): StaffSkill[] {
  if (!Array.isArray(value)) return [];
  const allowed: readonly string[] = skillsByType[type];
  return allowed.filter((skill) => value.includes(skill)) as StaffSkill[];
}

/** The stored language codes that are known, de-duplicated, in the stored order. */
export function languagesOf(value: unknown): StaffLanguage[] {
  if (!Array.isArray(value)) return [];
  const known: readonly string[] = staffLanguages;
  return [...new Set(value.filter((code): code is StaffLanguage => typeof code === 'string' && known.includes(code)))];
}
