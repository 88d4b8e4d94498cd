/** `settings/site`: the public settings of the website; type, keys and the one mapper live in the model. */
export { emptySiteSettings, siteSettingKeys, type SiteSettings } from '@household/model';

/** Plain settings from raw document data: unknown keys dropped, blanks and non-strings null, unsafe image URLs and non-https review links null. */
export { siteSettingsFromStored as toSiteSettings } from '@household/model';
