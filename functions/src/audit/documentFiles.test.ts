import { describe, expect, it } from 'vitest';
import { entryForDocumentFile } from './documentFiles';

describe('entryForDocumentFile', () => {
  it('records uploads and deletes under documents/ with the file name and size, actor unknown', () => {
    expect(entryForDocumentFile('create', 'documents/PH/contract.pdf', '2048')).toEqual({
      idSuffix: '',
      action: 'create',
      collection: 'documents',
      docId: 'PH/contract.pdf',
      actorUid: null,
      changed: ['name', 'size'],
      before: null,
      after: { name: 'contract.pdf', size: 2048 },
    });
    expect(entryForDocumentFile('delete', 'documents/PH/__archived/contract.pdf', 10)?.before).toEqual({
      name: 'contract.pdf',
      size: 10,
    });
  });

  it('ignores every other folder (CVs, photos, media are recorded through their Firestore documents)', () => {
    expect(entryForDocumentFile('create', 'cvs/w1.pdf', 1)).toBeNull();
    expect(entryForDocumentFile('delete', 'media/x.png', 1)).toBeNull();
    expect(entryForDocumentFile('create', 'documents/PH/', 0)).toBeNull();
    expect(entryForDocumentFile('create', undefined, 0)).toBeNull();
  });
});
