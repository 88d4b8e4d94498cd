/**
 * The data model: per collection the enums, the stored-document type, one mapper from stored data and
 * the URL/path checks. No Firebase imports (web, functions, tests and the seed all use it).
 * New collections (requests, auditLog, trash, ...) get a file of their own here and a line below.
 */
export * from './stored.ts';
export * from './urls.ts';
export * from './textHygiene.ts';
export * from './phone.ts';
export * from './language.ts';
export * from './digits.ts';
export * from './trackingCode.ts';
export * from './common.ts';
export * from './staff.ts';
export * from './staffSkills.ts';
export * from './staffCv.ts';
export * from './contactMessages.ts';
export * from './reviews.ts';
export * from './content.ts';
export * from './contentDefaults.ts';
export * from './media.ts';
export * from './settings.ts';
export * from './heroImage.ts';
export * from './notifications.ts';
export * from './requests.ts';
export * from './journey.ts';
export * from './callables.ts';
export * from './stats.ts';
export * from './auditLog.ts';
export * from './auditStamps.ts';
export * from './trash.ts';
export * from './dailyStats.ts';
export * from './adminViews.ts';
export * from './staffSearch.ts';
export * from './availability.ts';
export * from './countries.ts';
export * from './previewImage.ts';
export * from './cvDocument.ts';
export * from './publicStaff.ts';
export * from './staffFacts.ts';
export * from './costs.ts';
export * from './measuredTimes.ts';
export * from './journeyMigration.ts';
export * from './functionsRegion.ts';
export * from './renderBundle.ts';
