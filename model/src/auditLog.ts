import { isOneOf, storedDate, text, type StoredData, type ToDate } from './stored.ts';

/**
 * `auditLog/{id}`: one entry per admin create, update, delete (move to the trash) and restore of an
 * audited collection. Written by Cloud Functions only (functions/src/audit), read by the admin on
 * /admin/activity. How an admin write is told apart from a function's: docs/decisions/014-audit-log.md.
 */
export const auditActions = ['create', 'update', 'delete', 'restore'] as const;
export type AuditAction = (typeof auditActions)[number];

/** The collections (and the Storage folder `documents`) whose admin writes are recorded. */
export const auditedCollections = [
  'staff',
  'staffContacts',
  'contactMessages',
  'requests',
  'reviews',
  'content',
  'media',
  'settings',
  'documents',
  'countryCosts',
] as const;
export type AuditedCollection = (typeof auditedCollections)[number];

/**
 * Bookkeeping fields: never listed as changed (every admin write stamps them). `history` of a request
 * is written by a function only.
 */
export const auditIgnoredFields: readonly string[] = ['updatedAt', 'updatedBy', 'history'];

/**
 * Personal data whose values the log does not keep (only the field name and a masked value): the
 * contact details of workers, and what visitors wrote in messages and requests. The originals are
 * purged by the retention rules; the log must not outlive them with a copy.
 */
export const auditPersonalFields: Readonly<Partial<Record<AuditedCollection, readonly string[]>>> = {
  staffContacts: ['email', 'phone'],
  contactMessages: ['name', 'email', 'phone', 'subject', 'message'],
  requests: ['name', 'email', 'phone', 'message'],
};

/** Longest text value kept in an entry; longer ones end in an ellipsis (the log is not a backup). */
export const auditMaxTextLength = 300;

/** What a masked value is stored as: its first character and its length, never the rest. */
export function maskValue(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const shown = typeof value === 'string' ? value : JSON.stringify(value);
  if (shown.length === 0) return '';
  return `${Array.from(shown)[0]}••• (${Array.from(shown).length})`;
}

/**
 * Fields that say which record an entry is about (a worker's reference code and name, a reviewer's name,
 * a file's title): kept in `after` even when the write did not change them, never listed in `changed`,
 * so an entry for a status change still reads "Staff · MD-0142 · Amina" and links to the record.
 */
export const auditContextFields: Partial<Record<AuditedCollection, readonly string[]>> = {
  staff: ['refCode', 'name'],
  reviews: ['customerName'],
  media: ['title', 'titleAr'],
};

export function isPersonalField(collection: AuditedCollection, field: string): boolean {
  return auditPersonalFields[collection]?.includes(field) ?? false;
}

export function isAuditAction(value: unknown): value is AuditAction {
  return isOneOf(auditActions, value);
}

export function isAuditedCollection(value: unknown): value is AuditedCollection {
  return isOneOf(auditedCollections, value);
}

/** The stored shape (values as the functions write them; `Time` is a Firestore Timestamp there). */
export interface AuditLogDoc<Time = unknown> {
  at: Time;
  actorUid: string | null;
  actorEmail: string | null;
  action: AuditAction;
  collection: AuditedCollection;
  docId: string;
  path: string;
  changed: string[];
  before: StoredData | null;
  after: StoredData | null;
}

/** An entry as the admin page shows it: the stored shape with its id, a Date, and empty objects for absent sides. */
export interface AuditEntry extends Omit<AuditLogDoc, 'at' | 'before' | 'after'> {
  id: string;
  at: Date | null;
  before: StoredData;
  after: StoredData;
}

/** The model's one auditLog mapper; null for a document that is not a valid entry. */
export function auditEntryFromStored(id: string, data: StoredData, toDate: ToDate = storedDate): AuditEntry | null {
  if (!isAuditAction(data.action) || !isAuditedCollection(data.collection)) return null;
  const map = (value: unknown): StoredData =>
    value && typeof value === 'object' && !Array.isArray(value) ? (value as StoredData) : {};
  const actor = text(data.actorUid);
  const email = text(data.actorEmail);
  return {
    id,
    at: toDate(data.at),
    actorUid: actor || null,
    actorEmail: email || null,
    action: data.action,
    collection: data.collection,
    docId: text(data.docId),
    path: text(data.path),
    changed: Array.isArray(data.changed)
      ? data.changed.filter((field): field is string => typeof field === 'string')
      : [],
    before: map(data.before),
    after: map(data.after),
  };
}

/**
 * What a logged field holds, so the activity log can say it in words (admin/activity/auditText.ts):
 * a status through the status labels, a country through its name, a skill through the skill labels,
 * a file path as "a file", English text marked as English. One table for every field an admin write
 * can log (the field lists of firestore.rules); auditLog.test.ts keeps it in step with them.
 */
export type AuditFieldKind =
  | 'text'
  | 'englishText'
  | 'name'
  | 'code'
  | 'email'
  | 'phone'
  | 'number'
  | 'boolean'
  | 'date'
  | 'file'
  | 'link'
  | 'fileSize'
  | 'staffType'
  | 'staffStatus'
  | 'requestStatus'
  | 'messageStatus'
  | 'country'
  | 'skills'
  | 'languages'
  | 'locale'
  | 'mediaType'
  | 'contentSection'
  | 'contentField'
  | 'refCodes'
  | 'rating'
  | 'salaryRanges'
  | 'transferTerms'
  | 'priceCeilings'
  /** The structured CV's maps (staffCv.ts): shown as "changed", never as JSON. */
  | 'structuredCv';

const settingsFields: Record<string, AuditFieldKind> = {
  whatsappNumber: 'phone',
  contactPhone: 'phone',
  companyEmail: 'email',
  licenseNumber: 'code',
  companyAboutEn: 'englishText',
  companyAboutAr: 'text',
  logoUrl: 'file',
  heroImageUrl: 'file',
  aboutUsImageUrl: 'file',
  servicesImageUrl: 'file',
  contactImageUrl: 'file',
  aboutAvatar1Url: 'file',
  aboutAvatar2Url: 'file',
  aboutAvatar3Url: 'file',
  externalReviewUrl: 'link',
  retentionMonths: 'number',
  notificationEmail: 'email',
  officeHoursEn: 'englishText',
  officeHoursAr: 'text',
  hotline: 'phone',
  addressEn: 'englishText',
  addressAr: 'text',
  mapUrl: 'link',
  defaultLanguage: 'locale',
  // The hero's variants (heroImage.ts): written by the function only, so never in an admin's change; a map,
  // shown as "changed" should one ever be logged.
  heroImageVariants: 'structuredCv',
  // settings/priceCeilings (issue 34)
  ceilingsSar: 'priceCeilings',
};

export const auditFieldKinds: Readonly<Record<AuditedCollection, Readonly<Record<string, AuditFieldKind>>>> = {
  staff: {
    refCode: 'code',
    name: 'name',
    nameKey: 'name',
    type: 'staffType',
    status: 'staffStatus',
    country: 'country',
    experienceYears: 'number',
    descriptionEn: 'englishText',
    descriptionAr: 'text',
    transferable: 'boolean',
    showPhoto: 'boolean',
    photoPath: 'file',
    cvPath: 'file',
    publishConsentAt: 'date',
    skills: 'skills',
    languages: 'languages',
    reservedUntil: 'date',
    birthYear: 'number',
    availableFrom: 'date',
    expectedSalary: 'number',
    transferTerms: 'transferTerms',
    skillFacts: 'structuredCv',
    childcareBands: 'structuredCv',
    languageLevels: 'structuredCv',
    createdAt: 'date',
  },
  staffContacts: { email: 'email', phone: 'phone' },
  countryCosts: {
    recruitmentCostSar: 'number',
    weeksToArrival: 'number',
    contractMonths: 'number',
    salary: 'salaryRanges',
  },
  contactMessages: {
    name: 'name',
    email: 'email',
    phone: 'phone',
    subject: 'text',
    message: 'text',
    status: 'messageStatus',
    locale: 'locale',
    consentAt: 'date',
    createdAt: 'date',
  },
  requests: {
    trackingCode: 'code',
    refCodes: 'refCodes',
    name: 'name',
    phone: 'phone',
    email: 'email',
    message: 'text',
    locale: 'locale',
    consentAt: 'date',
    status: 'requestStatus',
    createdAt: 'date',
  },
  reviews: {
    customerName: 'name',
    serviceType: 'staffType',
    rating: 'rating',
    commentEn: 'englishText',
    commentAr: 'text',
    approved: 'boolean',
    createdAt: 'date',
  },
  content: { section: 'contentSection', fieldKey: 'contentField', en: 'englishText', ar: 'text' },
  media: {
    title: 'englishText',
    description: 'englishText',
    titleAr: 'text',
    descriptionAr: 'text',
    type: 'mediaType',
    url: 'file',
    storagePath: 'file',
    thumbnailUrl: 'file',
    isActive: 'boolean',
    displayOrder: 'number',
  },
  settings: settingsFields,
  documents: { name: 'name', size: 'fileSize' },
};

/** The kind of a logged field; null for a field the table does not know (shown as "another field"). */
export function auditFieldKind(collection: AuditedCollection, field: string): AuditFieldKind | null {
  const fields = auditFieldKinds[collection] as Readonly<Record<string, AuditFieldKind>> | undefined;
  return fields && Object.hasOwn(fields, field) ? fields[field]! : null;
}

/** The length a masked value (maskValue) stands for; null when the value is not a masked one. */
export function maskedLength(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = /^.••• \((\d+)\)$/u.exec(value);
  return match ? Number(match[1]) : null;
}
