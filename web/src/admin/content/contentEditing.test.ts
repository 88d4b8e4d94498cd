import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/lib/content/contentText';
import {
  draftKey,
  fieldLabelKey,
  humanizeFieldKey,
  itemsOfSection,
  pendingChanges,
  withoutDrafts,
} from './contentEditing';

const item = (section: ContentItem['section'], fieldKey: string, en = 'E', ar = 'ع'): ContentItem => ({
  id: `${section}_${fieldKey}`,
  section,
  fieldKey,
  en,
  ar,
  updatedAt: null,
});

describe('humanizeFieldKey', () => {
  it('turns camel case and digits into words', () => {
    expect(humanizeFieldKey('heroSubtitle')).toBe('Hero subtitle');
    expect(humanizeFieldKey('faq1Question')).toBe('Faq 1 question');
    expect(humanizeFieldKey('whatsapp_label')).toBe('Whatsapp label');
  });
});

describe('itemsOfSection', () => {
  it('keeps one section, ordered naturally by key', () => {
    const items = [item('help', 'faq10Question'), item('home', 'heroTitle'), item('help', 'faq2Question')];
    expect(itemsOfSection(items, 'help').map((entry) => entry.fieldKey)).toEqual(['faq2Question', 'faq10Question']);
  });
});

describe('pendingChanges', () => {
  it('lists only items whose drafts differ from the stored text', () => {
    const a = item('home', 'heroTitle', 'Hello', 'مرحبا');
    const b = item('home', 'heroSubtitle', 'Sub', 'فرعي');
    const drafts = { [draftKey(a.id, 'en')]: 'Hello there', [draftKey(b.id, 'ar')]: 'فرعي' };
    expect(pendingChanges([a, b], drafts)).toEqual([{ item: a, en: 'Hello there', ar: 'مرحبا' }]);
  });

  it('removes saved drafts', () => {
    expect(withoutDrafts({ 'x:en': '1', 'x:ar': '2' }, ['x:en'])).toEqual({ 'x:ar': '2' });
  });
});

describe('fieldLabelKey (readable labels in both languages)', () => {
  it('names plain fields by their key and numbered list entries with their number', () => {
    expect(fieldLabelKey('heroTitle')).toEqual({ key: 'content.fields.heroTitle' });
    expect(fieldLabelKey('faq12Answer')).toEqual({ key: 'content.fields.faqAnswer', n: 12 });
    expect(fieldLabelKey('member4Role')).toEqual({ key: 'content.fields.memberRole', n: 4 });
    expect(fieldLabelKey('general3')).toEqual({ key: 'content.fields.generalItem', n: 3 });
    expect(fieldLabelKey('criticalTime')).toEqual({ key: 'content.fields.criticalTime' });
  });

  it('has a label in both languages for every default field', async () => {
    const { contentDefaults } = await import('@household/model');
    const en = (await import('@/locales/en/admin.json')).default.content.fields as Record<string, string>;
    const ar = (await import('@/locales/ar/admin.json')).default.content.fields as Record<string, string>;
    for (const item of contentDefaults) {
      const name = fieldLabelKey(item.fieldKey).key.replace('content.fields.', '');
      expect(en[name], `${item.fieldKey} (en)`).toBeTruthy();
      expect(ar[name], `${item.fieldKey} (ar)`).toBeTruthy();
    }
  });
});
