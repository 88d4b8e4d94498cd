/** Values several collections share. */
export const locales = ['en', 'ar'] as const;
export type Locale = (typeof locales)[number];

/** Nationalities the agency places (staff.country). */
export const countryCodes = ['PH', 'IN', 'BD', 'LK', 'ET', 'KE', 'UG'] as const;
export type CountryCode = (typeof countryCodes)[number];
