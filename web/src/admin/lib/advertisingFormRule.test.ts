import type { Language } from '@household/model';
// The advertising rules at save (issue 26, "Guardrails with gaps"): the form rule refuses banned wording,
// religion included, in the admin's language; and every admin field whose text visitors read carries it:
// the footer's about text, review comments, media titles and descriptions, staff texts.
import { readFileSync } from 'node:fs';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import enAdmin from '@/locales/en/admin.json';
import arAdmin from '@/locales/ar/admin.json';
import { advertisingFormRule } from './advertisingFormRule';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    resources: { en: { admin: enAdmin }, ar: { admin: arAdmin } },
    defaultNS: 'admin',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

async function refusal(language: Language, text: string): Promise<string | null> {
  const rule = advertisingFormRule(i18n.getFixedT(language, 'admin'));
  try {
    await rule.validator(null, text);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('advertisingFormRule', () => {
  it('refuses wording about religion, sale and servants, with the reason in the admin’s language', async () => {
    expect(await refusal('en', 'Muslim maid available now')).toBe(
      enAdmin.trust.advertising.religion.replace('{{match}}', 'muslim maid'),
    );
    expect(await refusal('ar', 'عاملة مسلمة بخبرة خمس سنوات')).toMatch(/^احذف «.+»/);
    expect(await refusal('ar', 'الديانة: مسلمة')).not.toBeNull();
    expect(await refusal('en', 'Maid for sale')).not.toBeNull();
    expect(await refusal('ar', 'خادمة فلبينية')).not.toBeNull();
  });

  it('lets ordinary text through', async () => {
    expect(await refusal('en', 'A calm and experienced nanny.')).toBeNull();
    expect(await refusal('ar', 'عاملة منزلية ذات خبرة في الطبخ.')).toBeNull();
    expect(await refusal('en', '')).toBeNull();
  });
});

/** The admin forms whose fields visitors read, and the fields that must carry the rule. */
const publishedFields: [file: string, fields: string[]][] = [
  // The about text in both languages is one BilingualFieldCols (companyAboutEn, companyAboutAr), one rule for both.
  ['../settings/components/CompanyDetailsCard.tsx', ['companyAbout']],
  ['../reviews/ReviewsAdminPage.tsx', ['commentEn', 'commentAr']],
  // The media dialog draws its four texts from one list (title, description x English, Arabic): below.
  ['../media/MediaAdminPage.tsx', ['{field.name}']],
  ['../staff/StaffFormDialog.tsx', ['descriptionEn', 'descriptionAr']],
];

describe('every published admin text is checked at save', () => {
  it.each(publishedFields)('%s', (file, fields) => {
    const source = readFileSync(new URL(file, import.meta.url), 'utf8');
    for (const field of fields) {
      // The Form.Item (or the settings field around one) that names the field, up to the end of its opening tag.
      const name = field.startsWith('{') ? field.replace(/[{}.]/g, '\\$&') : `"${field}"`;
      const tag = '<(?:Form\\.Item|FieldCol|BilingualFieldCols)';
      const item = new RegExp(`${tag}(?:(?!${tag})[\\s\\S])*?name=${name}[\\s\\S]*?>\\s*<`).exec(source);
      expect(item, `${file}: a Form.Item named ${field}`).not.toBeNull();
      expect(item![0], `${file}: ${field} carries advertisingFormRule`).toContain('advertisingFormRule(t)');
    }
  });

  it('the media dialog list holds the title and description in English and Arabic', () => {
    const source = readFileSync(new URL('../media/MediaAdminPage.tsx', import.meta.url), 'utf8');
    expect(source).toMatch(/\{ key: 'title',/);
    expect(source).toMatch(/\{ key: 'description',/);
    expect(source).toMatch(/\{ suffix: '', dir: 'ltr', lang: 'en' \}/);
    expect(source).toMatch(/\{ suffix: 'Ar', dir: 'rtl', lang: 'ar' \}/);
  });

  it('the content editor checks every change before saving (blur and Save All)', () => {
    const source = readFileSync(new URL('../content/ContentAdminPage.tsx', import.meta.url), 'utf8');
    expect(source.match(/refuseBannedWording\(firstAdvertisingProblem\(/g)?.length).toBeGreaterThanOrEqual(2);
  });

  it('the CSV import checks the texts it publishes', () => {
    const source = readFileSync(new URL('../staff/staffCsv.ts', import.meta.url), 'utf8');
    expect(source).toContain('checkAdvertisingRules(');
  });
});
