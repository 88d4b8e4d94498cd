import { isHttpsUrl, isPhone, defaultLanguageOf, toAsciiDigits, type Language } from '@household/model';
import { phoneDigits } from '@/lib/phone';
/**
 * Pure validation for the settings page (the same limits as firestore.rules and
 * storage.rules). No SDK here: each rule has a unit test beside this file.
 */

/** WhatsApp number: Arabic-Indic digits read as ASCII, non-digits stripped; 10 to 15 digits, international, no plus. */
export function normalizeWhatsappNumber(input: string): string {
  return phoneDigits(input);
}

export function validateWhatsappNumber(input: string): { ok: true; digits: string } | { ok: false } {
  const digits = normalizeWhatsappNumber(input);
  return digits.length >= 10 && digits.length <= 15 ? { ok: true, digits } : { ok: false };
}

/** Logo and page images: an image type, at most 5 MB. */
export const maxImageBytes = 5 * 1024 * 1024;

export type ImageProblem = 'notImage' | 'svg' | 'tooLarge';

/** No SVG (it can carry script; storage.rules refuse it too), by type or by name. */
export function isSvgFile(file: { type: string; name?: string }): boolean {
  return file.type.toLowerCase().startsWith('image/svg') || /\.svgz?$/i.test(file.name ?? '');
}

export function validateImageFile(file: { type: string; size: number; name?: string }): ImageProblem | null {
  if (!file.type.startsWith('image/')) return 'notImage';
  if (isSvgFile(file)) return 'svg';
  if (file.size > maxImageBytes) return 'tooLarge';
  return null;
}

const extensionByType: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/jpg': 'jpg',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/avif': 'avif',
};

/** A safe lowercase extension: from the name when it is a plain one, else from the type, else 'img'. */
export function imageExtension(file: { name: string; type: string }): string {
  const match = /\.([A-Za-z0-9]{1,5})$/.exec(file.name);
  if (match) return match[1]!.toLowerCase();
  return extensionByType[file.type] ?? 'img';
}

export const pageImageKeys = ['heroImageUrl', 'aboutUsImageUrl', 'servicesImageUrl', 'contactImageUrl'] as const;
/** The About page's team avatars (stored like page images). */
export const aboutAvatarKeys = ['aboutAvatar1Url', 'aboutAvatar2Url', 'aboutAvatar3Url'] as const;
export type PageImageKey = (typeof pageImageKeys)[number] | (typeof aboutAvatarKeys)[number];

/** `page-images/{settingKey}-{timestamp}.{ext}`: a new name per upload, so nothing is overwritten. */
export function pageImagePath(settingKey: PageImageKey, timestamp: number, extension: string): string {
  return `page-images/${settingKey}-${timestamp}.${extension}`;
}

/** `logos/{timestamp}.{ext}`. */
export function logoPath(timestamp: number, extension: string): string {
  return `logos/${timestamp}.${extension}`;
}

/** Change password form (the server checks the current password). */
export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordProblem = 'required' | 'mismatch' | 'tooShort';

export const minPasswordLength = 6;

export function validatePasswordChange(input: PasswordChangeInput): PasswordProblem | null {
  if (!input.currentPassword || !input.newPassword || !input.confirmPassword) return 'required';
  if (input.newPassword !== input.confirmPassword) return 'mismatch';
  if (input.newPassword.length < minPasswordLength) return 'tooShort';
  return null;
}

/** Office details as typed in the form. */
export interface CompanyDetailsInput {
  licenseNumber: string;
  contactPhone: string;
  companyEmail: string;
  companyAboutEn: string;
  companyAboutAr: string;
  externalReviewUrl: string;
  notificationEmail: string;
}

export interface CompanyDetails {
  licenseNumber: string | null;
  contactPhone: string | null;
  companyEmail: string | null;
  companyAboutEn: string | null;
  companyAboutAr: string | null;
  externalReviewUrl: string | null;
  notificationEmail: string | null;
}

export type CompanyProblem = 'invalidEmail' | 'invalidUrl' | 'invalidPhone';

const emailPattern = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

export function isEmail(value: string): boolean {
  return value.length <= 254 && emailPattern.test(value);
}

/** The public company e-mail: a plain address, no `?`/`&`/`=` parameters (same pattern as firestore.rules). */
const plainEmailPattern = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
export function isPlainEmail(value: string): boolean {
  return isEmail(value) && plainEmailPattern.test(value);
}

/** Only absolute https links are stored as outgoing links: the model's check. */
export { isHttpsUrl };

/** The office phone as stored: Arabic-Indic digits as ASCII, direction marks (pasted from RTL text) dropped. */
function asciiPhone(value: string): string {
  return toAsciiDigits(value).replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '');
}

function blankToNull(value: string, max: number): string | null {
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed.slice(0, max) : null;
}

/** Tidies the office details (blank -> null) and reports the first problem per field. */
export function validateCompanyDetails(
  input: CompanyDetailsInput,
):
  | { ok: true; value: CompanyDetails }
  | { ok: false; problems: Partial<Record<keyof CompanyDetailsInput, CompanyProblem>> } {
  const value: CompanyDetails = {
    licenseNumber: blankToNull(input.licenseNumber, 50),
    contactPhone: blankToNull(asciiPhone(input.contactPhone), 30),
    companyEmail: blankToNull(input.companyEmail, 254),
    companyAboutEn: blankToNull(input.companyAboutEn, 2000),
    companyAboutAr: blankToNull(input.companyAboutAr, 2000),
    externalReviewUrl: blankToNull(input.externalReviewUrl, 2048),
    notificationEmail: blankToNull(input.notificationEmail, 254),
  };
  const problems: Partial<Record<keyof CompanyDetailsInput, CompanyProblem>> = {};
  if (value.contactPhone && !isPhone(value.contactPhone)) problems.contactPhone = 'invalidPhone';
  if (value.companyEmail && !isPlainEmail(value.companyEmail)) problems.companyEmail = 'invalidEmail';
  if (value.notificationEmail && !isEmail(value.notificationEmail)) problems.notificationEmail = 'invalidEmail';
  if (value.externalReviewUrl && !isHttpsUrl(value.externalReviewUrl)) problems.externalReviewUrl = 'invalidUrl';
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, value };
}

/** Office facts (issue 29): hours and address in both languages, the hotline, a map link, the default language. */
export interface OfficeFactsInput {
  officeHoursEn: string;
  officeHoursAr: string;
  hotline: string;
  addressEn: string;
  addressAr: string;
  mapUrl: string;
  defaultLanguage: Language;
}

export interface OfficeFacts {
  officeHoursEn: string | null;
  officeHoursAr: string | null;
  hotline: string | null;
  addressEn: string | null;
  addressAr: string | null;
  mapUrl: string | null;
  defaultLanguage: Language;
}

export type OfficeFactsProblem = 'invalidPhone' | 'invalidUrl';

export function validateOfficeFacts(
  input: OfficeFactsInput,
):
  | { ok: true; value: OfficeFacts }
  | { ok: false; problems: Partial<Record<keyof OfficeFactsInput, OfficeFactsProblem>> } {
  const value: OfficeFacts = {
    officeHoursEn: blankToNull(input.officeHoursEn, 200),
    officeHoursAr: blankToNull(input.officeHoursAr, 200),
    hotline: blankToNull(asciiPhone(input.hotline), 30),
    addressEn: blankToNull(input.addressEn, 300),
    addressAr: blankToNull(input.addressAr, 300),
    mapUrl: blankToNull(input.mapUrl, 2048),
    defaultLanguage: defaultLanguageOf(input.defaultLanguage),
  };
  const problems: Partial<Record<keyof OfficeFactsInput, OfficeFactsProblem>> = {};
  if (value.hotline && !isPhone(value.hotline)) problems.hotline = 'invalidPhone';
  if (value.mapUrl && !isHttpsUrl(value.mapUrl)) problems.mapUrl = 'invalidUrl';
  return Object.keys(problems).length > 0 ? { ok: false, problems } : { ok: true, value };
}
