import { describe, expect, it } from 'vitest';
import { clearDraft, draftWithTyped, readDraft, submissionFor, writeDraft, type DraftStorage } from './formDraft';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('form drafts', () => {
  it('keeps the typed values and the pending submission, and clears them', () => {
    const storage = memoryStorage();
    const draft = { values: { name: 'نورة', message: 'line 1\nline 2' }, pending: { id: 'abc', fingerprint: 'f' } };
    writeDraft(storage, 'contact', draft);
    expect(readDraft(storage, 'contact')).toEqual(draft);
    expect(readDraft(storage, 'request')).toBeNull();
    clearDraft(storage, 'contact');
    expect(readDraft(storage, 'contact')).toBeNull();
  });

  it('stores nothing for an empty form without a pending send', () => {
    const storage = memoryStorage();
    writeDraft(storage, 'contact', { values: { name: 'x' }, pending: null });
    writeDraft(storage, 'contact', { values: { name: '' }, pending: null });
    expect(storage.items.size).toBe(0);
  });

  it('reads a broken or foreign entry as no draft, and survives a storage that throws', () => {
    const storage = memoryStorage();
    storage.items.set('hs.draft.contact', '{not json');
    expect(readDraft(storage, 'contact')).toBeNull();
    storage.items.set('hs.draft.contact', JSON.stringify({ values: { name: 5 } }));
    expect(readDraft(storage, 'contact')).toBeNull();
    storage.items.set('hs.draft.contact', JSON.stringify({ values: { name: 'a' }, pending: { id: 1 } }));
    expect(readDraft(storage, 'contact')).toEqual({ values: { name: 'a' }, pending: null });
    const throwing: DraftStorage = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readDraft(throwing, 'contact')).toBeNull();
    expect(() => writeDraft(throwing, 'contact', { values: { name: 'a' }, pending: null })).not.toThrow();
    expect(() => clearDraft(throwing, 'contact')).not.toThrow();
    expect(readDraft(null, 'contact')).toBeNull();
  });
});

describe('draftWithTyped (text typed before the early layer arrived)', () => {
  const pending = { id: 'abc', fingerprint: 'f' };

  it('keeps the typed text, over the stored draft field by field, with the pending send', () => {
    expect(
      draftWithTyped(
        { values: { name: 'Old', phone: '0501234567', message: '' }, pending },
        {
          name: 'Half Typed',
          phone: '',
          message: 'Line one',
        },
      ),
    ).toEqual({ values: { name: 'Half Typed', phone: '0501234567', message: 'Line one' }, pending });
    expect(draftWithTyped(null, { name: 'Half Typed', email: '' })).toEqual({
      values: { name: 'Half Typed' },
      pending: null,
    });
  });

  it('changes nothing when nothing was typed', () => {
    expect(draftWithTyped({ values: { name: 'Old' }, pending }, { name: '', email: '' })).toBeNull();
    expect(draftWithTyped(null, {})).toBeNull();
  });
});

describe('submissionFor', () => {
  const ids = ['first', 'second'];
  const newId = () => ids.shift()!;

  it('reuses the pending id for the same content and draws a new one for changed content', () => {
    const first = submissionFor(null, 'A', newId);
    expect(first).toEqual({ id: 'first', fingerprint: 'A' });
    expect(submissionFor(first, 'A', newId)).toBe(first);
    expect(submissionFor(first, 'B', newId)).toEqual({ id: 'second', fingerprint: 'B' });
  });
});
