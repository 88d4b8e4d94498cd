// What a new office still has to enter before visitors see a complete site ("finish setting up").
// Import-free on purpose: scripts/check-deploy.mjs runs this file directly (Node type stripping).

/** The settings/site fields a live site needs, in the order the admin is asked for them. */
export const requiredSetupKeys = [
  'whatsappNumber',
  'licenseNumber',
  'contactPhone',
  'companyEmail',
  'companyAboutEn',
  'companyAboutAr',
] as const;
export type SetupKey = (typeof requiredSetupKeys)[number];

/** The required settings that are absent, null or blank (a visitor would see nothing there). */
export function missingSetup(site: Readonly<Record<string, unknown>> | null | undefined): SetupKey[] {
  return requiredSetupKeys.filter((key) => {
    const value = site?.[key];
    return typeof value !== 'string' || value.trim().length === 0;
  });
}
