import { describe, expect, it } from 'vitest';
import { trashEntryFiles } from './trashFiles';

describe('trashEntryFiles', () => {
  it('a worker: the CV and photo inside their own folders', () => {
    expect(
      trashEntryFiles({
        collection: 'staff',
        id: 's1',
        data: { cvPath: 'cvs/s1.pdf', photoPath: 'staff-photos/s1.jpg' },
      }),
    ).toEqual(['cvs/s1.pdf', 'staff-photos/s1.jpg']);
  });

  it('a media item: its stored file inside media/ only', () => {
    expect(trashEntryFiles({ collection: 'media', id: 'm1', data: { storagePath: 'media/a.jpg' } })).toEqual([
      'media/a.jpg',
    ]);
    expect(trashEntryFiles({ collection: 'media', id: 'm1', data: { storagePath: 'logos/a.png' } })).toEqual([]);
    expect(
      trashEntryFiles({ collection: 'media', id: 'm1', data: { storagePath: null, url: '/media/images/1.jpg' } }),
    ).toEqual([]);
  });

  it('never a file outside its folder, whatever the trashed data says', () => {
    for (const cvPath of ['page-images/hero.jpg', 'cvs/../logos/1.png', '/cvs/s1.pdf', 'default-images/a.jpg']) {
      expect(trashEntryFiles({ collection: 'staff', id: 's1', data: { cvPath } }), cvPath).toEqual([]);
    }
  });

  it('reviews, messages, requests and anything that is not a trash entry: no files', () => {
    for (const collection of ['reviews', 'contactMessages', 'requests', 'settings', undefined]) {
      expect(
        trashEntryFiles({ collection, id: 'x', data: { storagePath: 'media/a.jpg', cvPath: 'cvs/x.pdf' } }),
      ).toEqual([]);
    }
    expect(trashEntryFiles(undefined)).toEqual([]);
    expect(trashEntryFiles({ collection: 'staff', id: 7, data: { cvPath: 'cvs/7.pdf' } })).toEqual([]);
  });
});
