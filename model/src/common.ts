/** Values several collections share. The languages are in language.ts. */

/** Nationalities the agency places (staff.country). */
export const countryCodes = ['PH', 'IN', 'BD', 'LK', 'ET', 'KE', 'UG'] as const;
export type CountryCode = (typeof countryCodes)[number];

/** The kinds of worker the agency places (staff.type); in common.ts so staff.ts and staffSkills.ts need not import each other. */
export const staffTypes = ['Maid', 'Cleaner', 'Nanny', 'Driver', 'transfer'] as const;
export type StaffType = (typeof staffTypes)[number];
