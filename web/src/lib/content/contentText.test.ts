import { describe, expect, it } from 'vitest';
import { contentDocId, pickContent, type ContentItem } from './contentText';

const items: ContentItem[] = [
  { id: 'home_heroTitle', section: 'home', fieldKey: 'heroTitle', en: 'Hello', ar: 'مرحبا', updatedAt: null },
  { id: 'home_heroSubtitle', section: 'home', fieldKey: 'heroSubtitle', en: 'Sub', ar: '  ', updatedAt: null },
];

describe('pickContent', () => {
  it('returns the text in the requested language', () => {
    expect(pickContent(items, 'heroTitle', 'en', 'x')).toBe('Hello');
    expect(pickContent(items, 'heroTitle', 'ar', 'x')).toBe('مرحبا');
  });

  it('uses the fallback when the field is missing or blank in that language', () => {
    expect(pickContent(items, 'servicesTitle', 'en', 'Our services')).toBe('Our services');
    expect(pickContent(items, 'heroSubtitle', 'ar', 'نص')).toBe('نص');
    expect(pickContent(undefined, 'heroTitle', 'en', 'fb')).toBe('fb');
  });

  it('builds the document id from section and key', () => {
    expect(contentDocId('help', 'faq1Question')).toBe('help_faq1Question');
  });
});
