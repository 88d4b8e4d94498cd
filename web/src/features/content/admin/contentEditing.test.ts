import { describe, expect, it } from 'vitest';
import type { ContentItem } from '@/lib/content/contentText';
import { draftKey, humanizeFieldKey, itemsOfSection, pendingChanges, withoutDrafts } from './contentEditing';

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
