import { driverSkills, type DriverSkill } from '@household/model';
import type { PublicStaffEntry } from '@household/model';

/**
 * Driver specialties (drivers page filter buttons and the card's specialties line) are the driver's
 * `skills`, which the office sets in the admin staff form (docs/architecture.md#data-model). Never derived from
 * the years of experience: the admin says what a driver actually does. Each filter button is a
 * Firestore `skills array-contains` query, paginated and counted on the server like the other filters.
 */
export const driverSpecialties = driverSkills;
export type DriverSpecialty = DriverSkill;

export function isDriverSpecialty(value: unknown): value is DriverSpecialty {
  return typeof value === 'string' && (driverSpecialties as readonly string[]).includes(value);
}

/** The driver's specialties in the fixed order of the set (only driving skills count). */
export function driverSpecialtiesOf(driver: Pick<PublicStaffEntry, 'skills'>): DriverSpecialty[] {
  return driverSpecialties.filter((specialty) => (driver.skills as readonly string[]).includes(specialty));
}
