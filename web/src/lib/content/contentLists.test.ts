import { describe, expect, it } from 'vitest';
import { contentList, listNumbers, nextListEntry } from './contentLists';
import type { ContentItem, ContentSection } from './contentText';

const item = (section: ContentSection, fieldKey: string, en = 'x'): ContentItem => ({
  id: `${section}_${fieldKey}`,
  section,
  fieldKey,
  en,
  ar: en,
  updatedAt: null,
});

describe('content lists (FAQ, team, emergency items)', () => {
  it('uses the default numbers while the content is unknown', () => {
    expect(listNumbers(contentList('faq'), undefined)).toEqual([1, 2]);
    expect(listNumbers(contentList('member'), undefined)).toEqual([1, 2, 3]);
  });

  it('renders the numbers found, in order, ignoring other sections, lists and partner fields', () => {
    const items = [
      item('help', 'faq10Question'),
      item('help', 'faq2Question'),
      item('help', 'faq2Answer'),
      item('help', 'faqTitle'),
      item('about', 'faq5Question'),
    ];
    expect(listNumbers(contentList('faq'), items)).toEqual([2, 10]);
    const emergency = [
      item('emergency', 'critical1'),
      item('emergency', 'criticalTime'),
      item('emergency', 'criticalListTitle'),
      item('emergency', 'general3'),
    ];
    expect(listNumbers(contentList('critical'), emergency)).toEqual([1]);
    expect(listNumbers(contentList('general'), emergency)).toEqual([3]);
  });

  it('adds an entry after the highest number in use', () => {
    expect(nextListEntry(contentList('faq'), [item('help', 'faq1Question'), item('help', 'faq7Answer')])).toEqual([
      'faq8Question',
      'faq8Answer',
    ]);
    expect(nextListEntry(contentList('member'), [])).toEqual(['member1Name', 'member1Role']);
    expect(
      nextListEntry(contentList('critical'), [item('emergency', 'critical4'), item('emergency', 'general9')]),
    ).toEqual(['critical5']);
  });
});
