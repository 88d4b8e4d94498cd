/**
 * The advertising rules require the office licence number before staff are advertised
 * (docs/architecture.md#trust-rules): without `settings/site.licenseNumber` the public pages show a neutral notice instead
 * of staff lists, and the admin is told why. Pure.
 */
export function hasOfficeLicence(settings: { licenseNumber?: string | null }): boolean {
  return typeof settings.licenseNumber === 'string' && settings.licenseNumber.trim().length > 0;
}
