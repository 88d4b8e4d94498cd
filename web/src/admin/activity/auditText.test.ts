import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditFieldKinds, maskValue, type AuditedCollection, type Language } from '@household/model';
import enAdmin from '@/locales/en/admin.json';
import arAdmin from '@/locales/ar/admin.json';
import { truthProblems } from '../../../../tests/unit/truthChecks';
import { fieldLabel, recordTitle, valueText, type AuditWords } from './auditText';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { admin: enAdmin }, ar: { admin: arAdmin } },
    defaultNS: 'admin',
    ns: ['admin'],
    fallbackLng: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
});

function wordsIn(language: Language): AuditWords {
  const t = i18n.getFixedT(language, 'admin');
  return {
    t: (key, options) => t(key, options ?? {}),
    exists: (key) => i18n.exists(key, { lng: language, ns: 'admin' }),
    language,
    time: (date) => date.toISOString().slice(0, 10),
  };
}

/** One staff update entry as the audit function writes it. */
const staffUpdate = {
  collection: 'staff' as const,
  docId: 'aBcDeFgHiJkLmNoPqRsT',
  before: { status: 'pending', skills: ['deepCleaning'], country: 'PH', photoPath: null, retentionMonths: 3 },
  after: {
    status: 'active',
    skills: ['deepCleaning', 'kitchenCare'],
    country: 'ID',
    photoPath: 'staff-photos/x/p.jpg',
  },
};

describe('the activity log in words', () => {
  it('has a label in both languages for every field the model logs', () => {
    for (const language of ['en', 'ar'] as const) {
      const words = wordsIn(language);
      for (const [collection, fields] of Object.entries(auditFieldKinds))
        for (const field of Object.keys(fields)) {
          const key = `activity.fields.${field}`;
          expect(words.exists(key), `${language} ${key}`).toBe(true);
          expect(fieldLabel(collection as AuditedCollection, field, words)).not.toBe(field);
        }
    }
  });

  it('says statuses, skills, countries and files through their labels, never as codes', () => {
    const en = wordsIn('en');
    const ar = wordsIn('ar');
    expect(valueText('staff', 'status', 'active', en).text).toBe('Active');
    expect(valueText('staff', 'skills', staffUpdate.after.skills, en).text).toBe('Deep cleaning, Kitchen care');
    expect(valueText('staff', 'country', 'PH', en).text).toBe('Philippines');
    expect(valueText('staff', 'country', 'PH', ar).text).toBe('الفلبين');
    expect(valueText('staff', 'photoPath', 'staff-photos/x/p.jpg', en).text).toBe('a file');
    expect(valueText('staff', 'photoPath', null, en).text).toBe('—');
    expect(valueText('requests', 'status', 'contract', ar).text).toBe(arAdmin.requests.status.contract);
    expect(valueText('staff', 'type', 'transfer', ar).text).toBe(arAdmin.staff.types.transfer);
    expect(valueText('staff', 'status', 'noSuchStatus', en).text).toBe('unknown value');
    expect(valueText('media', 'isActive', true, ar).text).toBe('نعم');
    expect(valueText('documents', 'size', 2048, en).text).toBe('2 KB');
    expect(valueText('media', 'title', 'Our team', ar)).toEqual({ text: 'Our team', english: true });
  });

  it('says a masked personal value as hidden with its length, not its first letter', () => {
    expect(valueText('staffContacts', 'email', maskValue('maria@example.com'), wordsIn('en')).text).toBe(
      'hidden (17 characters)',
    );
    expect(valueText('staffContacts', 'phone', maskValue('0501234567'), wordsIn('ar')).text).toBe('مخفي (10 أحرف)');
  });

  it('names the record without its database id', () => {
    const en = wordsIn('en');
    expect(recordTitle(staffUpdate, en)).toEqual({ kind: 'Staff', detail: null });
    expect(recordTitle({ ...staffUpdate, after: { refCode: 'MD-0146', name: 'Maria Santos' } }, en).detail).toBe(
      'MD-0146 · Maria Santos',
    );
    expect(
      recordTitle({ collection: 'content', docId: 'home_heroTitle', before: {}, after: {} }, wordsIn('ar')).detail,
    ).toBe(`${arAdmin.content.tabs.home}: ${arAdmin.content.fields.heroTitle}`);
    expect(recordTitle({ collection: 'settings', docId: 'site', before: {}, after: {} }, en).detail).toBe(
      'Website settings',
    );
    expect(recordTitle({ collection: 'documents', docId: 'PH/contract.pdf', before: {}, after: {} }, en).detail).toBe(
      'contract.pdf',
    );
  });

  it('reads as Arabic on an Arabic page: no field names, codes or Latin words (the truth sweep checks)', () => {
    const ar = wordsIn('ar');
    const texts: string[] = [];
    for (const field of Object.keys(staffUpdate.after)) {
      texts.push(fieldLabel('staff', field, ar));
      texts.push(valueText('staff', field, (staffUpdate.before as Record<string, unknown>)[field], ar).text);
      texts.push(valueText('staff', field, (staffUpdate.after as Record<string, unknown>)[field], ar).text);
    }
    texts.push(fieldLabel('settings', 'retentionMonths', ar), fieldLabel('staff', 'someNewField', ar));
    const { kind, detail } = recordTitle(staffUpdate, ar);
    texts.push(kind, detail ?? '');
    expect(truthProblems({ language: 'ar', texts })).toEqual([]);
  });
});
