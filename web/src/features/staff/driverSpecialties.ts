import type { PublicStaff } from './model';

/**
 * Driver specialties (drivers page filter buttons). The data model has no specialties field, so
 * they are derived, purely and deterministically, from the years of experience: more demanding
 * work needs more experience, and the tiers nest (a VIP driver also qualifies for the others).
 * Because the rule only uses experienceYears, each filter button is a Firestore range query
 * (`experienceYears >= min`), paginated and counted on the server like the other filters.
 *
 *   family    >= 1 year   (school and family runs)
 *   airport   >= 2 years  (airport transfers, long routes)
 *   executive >= 5 years  (business and corporate clients)
 *   vip       >= 8 years  (VIP and protocol driving)
 */
export const driverSpecialties = ['family', 'airport', 'executive', 'vip'] as const;
export type DriverSpecialty = (typeof driverSpecialties)[number];

export const specialtyMinYears: Record<DriverSpecialty, number> = { family: 1, airport: 2, executive: 5, vip: 8 };

export function isDriverSpecialty(value: unknown): value is DriverSpecialty {
  return typeof value === 'string' && (driverSpecialties as readonly string[]).includes(value);
}

export function driverSpecialtiesOf(driver: Pick<PublicStaff, 'experienceYears'>): DriverSpecialty[] {
  const years = Number.isFinite(driver.experienceYears) ? driver.experienceYears : 0;
  return driverSpecialties.filter((specialty) => years >= specialtyMinYears[specialty]);
}
