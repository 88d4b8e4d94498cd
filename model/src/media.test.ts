import { describe, expect, it } from 'vitest';
import { mediaFromStored, mediaTexts } from './media.ts';

describe('media texts in both languages', () => {
  it('reads the Arabic texts beside the English ones; an older document without them reads as empty', () => {
    const item = mediaFromStored('a', {
      title: 'Kitchen',
      description: 'A clean kitchen.',
      titleAr: ' المطبخ ',
      descriptionAr: 'مطبخ نظيف.',
    });
    expect(mediaTexts(item, 'en')).toEqual({ title: 'Kitchen', description: 'A clean kitchen.' });
    expect(mediaTexts(item, 'ar')).toEqual({ title: 'المطبخ', description: 'مطبخ نظيف.' });
    const older = mediaFromStored('b', { title: 'Garden', description: 'A garden.' });
    expect(older).toMatchObject({ titleAr: '', descriptionAr: '' });
  });

  it('never shows the other language on a page (an Arabic page with no Arabic text shows nothing)', () => {
    const englishOnly = mediaFromStored('c', { title: 'Garden', description: 'A garden.', titleAr: 5 });
    expect(mediaTexts(englishOnly, 'ar')).toEqual({ title: '', description: '' });
  });
});
