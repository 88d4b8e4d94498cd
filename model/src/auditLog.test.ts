import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  auditContextFields,
  auditEntryFromStored,
  auditFieldKind,
  auditIgnoredFields,
  auditedCollections,
  isPersonalField,
  maskedLength,
  maskValue,
  type AuditedCollection,
} from './auditLog.ts';

describe('maskValue', () => {
  it('keeps the first character and the length only', () => {
    expect(maskValue('maria@example.com')).toBe('m••• (17)');
    expect(maskValue('مريم')).toBe('م••• (4)');
    expect(maskValue(966500000000)).toBe('9••• (12)');
    expect(maskValue('')).toBe('');
    expect(maskValue(null)).toBeNull();
  });
});

describe('isPersonalField', () => {
  it('covers contacts and what visitors wrote, not the admin fields', () => {
    expect(isPersonalField('staffContacts', 'phone')).toBe(true);
    expect(isPersonalField('contactMessages', 'message')).toBe(true);
    expect(isPersonalField('requests', 'name')).toBe(true);
    expect(isPersonalField('requests', 'status')).toBe(false);
    expect(isPersonalField('staff', 'name')).toBe(false);
  });
});

describe('auditEntryFromStored', () => {
  const at = { toDate: () => new Date(Date.UTC(2026, 10, 24, 6)) };

  it('maps a stored entry: the same fields, the time as a Date, only the names among the changed', () => {
    const fields = {
      actorUid: 'u1',
      actorEmail: 'admin@x.com',
      action: 'update',
      collection: 'staff',
      docId: 'w1',
      path: 'staff/w1',
      before: { status: 'pending' },
      after: { status: 'active' },
    };
    const entry = auditEntryFromStored('e1', { ...fields, at, changed: ['status', 7] });
    expect(entry).toEqual({ ...fields, id: 'e1', at: new Date(Date.UTC(2026, 10, 24, 6)), changed: ['status'] });
  });

  it('reads a missing actor and missing versions as null and {}', () => {
    const entry = auditEntryFromStored('e2', {
      at,
      actorUid: null,
      action: 'restore',
      collection: 'media',
      docId: 'm1',
      path: 'media/m1',
      changed: [],
      before: null,
      after: null,
    });
    expect(entry).toMatchObject({ actorUid: null, actorEmail: null, before: {}, after: {} });
  });

  it('refuses an unknown action or collection', () => {
    expect(auditEntryFromStored('e3', { action: 'drop', collection: 'staff' })).toBeNull();
    expect(auditEntryFromStored('e4', { action: 'update', collection: 'mail' })).toBeNull();
  });
});

describe('auditFieldKind', () => {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  /** The field list of a rules function (`function name(data...) { return hasExactly|keys().hasOnly([...])`). */
  function ruleFields(functionName: string): string[] {
    const body =
      new RegExp(`function\\s+${functionName}\\([^)]*\\)\\s*\\{([\\s\\S]*?)\\n    \\}`).exec(rules)?.[1] ?? '';
    const list = /(?:hasOnly|hasExactly\(data,)\s*\(?\[([^\]]*)\]/.exec(body)?.[1] ?? '';
    return [...list.matchAll(/'([^']*)'/g)].map((match) => match[1]!);
  }
  const written: [AuditedCollection, string][] = [
    ['staff', 'isValidStaff'],
    ['contactMessages', 'isValidNewContactMessage'],
    ['requests', 'isValidNewRequest'],
    ['reviews', 'isValidReview'],
    ['content', 'isValidContent'],
    ['media', 'isValidMedia'],
    ['settings', 'isValidSiteSettings'],
    ['countryCosts', 'isValidCountryCost'],
  ];

  it.each(written)('knows every field firestore.rules lets an admin or visitor write to %s', (collection, name) => {
    const fields = ruleFields(name);
    expect(fields.length, name).toBeGreaterThan(3);
    const unknown = fields.filter((field) => !auditIgnoredFields.includes(field) && !auditFieldKind(collection, field));
    expect(unknown).toEqual([]);
  });

  it('knows the settings, the contacts and the document files', () => {
    for (const field of ['whatsappNumber', 'companyAboutEn', 'aboutAvatar3Url', 'retentionMonths', 'notificationEmail'])
      expect(auditFieldKind('settings', field), field).not.toBeNull();
    expect(auditFieldKind('staffContacts', 'phone')).toBe('phone');
    expect(auditFieldKind('documents', 'size')).toBe('fileSize');
    expect(auditFieldKind('staff', 'toString')).toBeNull();
    expect(auditFieldKind('staff', 'noSuchField')).toBeNull();
    expect(auditedCollections.length).toBe(10);
  });
});

describe('maskedLength', () => {
  it('reads the length a masked value stands for, and nothing else', () => {
    expect(maskedLength(maskValue('maria@example.com'))).toBe(17);
    expect(maskedLength(maskValue('مريم'))).toBe(4);
    expect(maskedLength('Maria')).toBeNull();
    expect(maskedLength(12)).toBeNull();
  });
});

describe('auditContextFields', () => {
  it('are fields the log can say in words, and never personal ones (they are kept unmasked)', () => {
    for (const [collection, fields] of Object.entries(auditContextFields) as [AuditedCollection, string[]][])
      for (const field of fields) {
        expect(auditFieldKind(collection, field), `${collection}.${field}`).not.toBeNull();
        expect(isPersonalField(collection, field), `${collection}.${field}`).toBe(false);
      }
  });
});
