import { describe, expect, it } from 'vitest';
import {
  checkMediaFile,
  formatSize,
  mediaStoragePath,
  mediaTypeOf,
  megabyte,
  nextDisplayOrder,
  randomStem,
  reorderPlan,
  titleFromFileName,
} from './mediaFiles';
import { safeUrl } from '@household/model';

describe('media file checks', () => {
  it('types a file by its MIME type: video/* is a video, image/* an image', () => {
    expect(mediaTypeOf({ name: 'a.mp4', type: 'video/mp4' })).toBe('video');
    expect(mediaTypeOf({ name: 'a.mov', type: 'video/quicktime' })).toBe('video');
    expect(mediaTypeOf({ name: 'a.png', type: 'image/png' })).toBe('image');
    expect(mediaTypeOf({ name: 'a.webm', type: '' })).toBe('video');
    expect(mediaTypeOf({ name: 'a.jpg', type: '' })).toBe('image');
    expect(mediaTypeOf({ name: 'a.txt', type: 'text/plain' })).toBeNull();
    expect(mediaTypeOf({ name: 'a.pdf', type: 'application/pdf' })).toBeNull();
  });

  it('refuses SVG by type or by name (it can carry script)', () => {
    expect(mediaTypeOf({ name: 'a.svg', type: 'image/svg+xml' })).toBeNull();
    expect(mediaTypeOf({ name: 'a.svg', type: '' })).toBeNull();
    expect(mediaTypeOf({ name: 'a.SVG', type: 'image/png' })).toBeNull();
    expect(checkMediaFile({ name: 'logo.svg', type: 'image/svg+xml', size: 10 })).toEqual({
      ok: false,
      reason: 'type',
    });
  });

  it('enforces 5 MB for images and 50 MB for videos', () => {
    expect(checkMediaFile({ name: 'a.jpg', type: 'image/jpeg', size: 5 * megabyte })).toEqual({
      ok: true,
      type: 'image',
      contentType: 'image/jpeg',
    });
    expect(checkMediaFile({ name: 'a.jpg', type: 'image/jpeg', size: 5 * megabyte + 1 })).toEqual({
      ok: false,
      reason: 'imageSize',
    });
    expect(checkMediaFile({ name: 'a.mp4', type: 'video/mp4', size: 50 * megabyte })).toEqual({
      ok: true,
      type: 'video',
      contentType: 'video/mp4',
    });
    expect(checkMediaFile({ name: 'a.mov', type: '', size: 10 })).toEqual({
      ok: true,
      type: 'video',
      contentType: 'video/quicktime',
    });
    expect(checkMediaFile({ name: 'a.avi', type: 'video/x-msvideo', size: 10 })).toEqual({
      ok: false,
      reason: 'videoFormat',
    });
    expect(checkMediaFile({ name: 'a.mp4', type: 'video/mp4', size: 50 * megabyte + 1 })).toEqual({
      ok: false,
      reason: 'videoSize',
    });
    expect(checkMediaFile({ name: 'notes.txt', type: 'text/plain', size: 10 })).toEqual({ ok: false, reason: 'type' });
  });
});

describe('media paths and names', () => {
  it('stores under media/{random}.{ext}', () => {
    expect(mediaStoragePath('abc123', { name: 'Team Photo.JPG', type: 'image/jpeg' })).toBe('media/abc123.jpg');
    expect(mediaStoragePath('abc123', { name: 'clip', type: 'video/quicktime' })).toBe('media/abc123.mov');
    expect(mediaStoragePath('abc123', { name: 'clip', type: '' })).toBe('media/abc123.bin');
  });

  it('makes a 16-character hex stem', () => {
    expect(randomStem((n) => new Uint8Array(n).fill(171))).toBe('abababababababab');
  });

  it('derives a title from the file name', () => {
    expect(titleFromFileName('kitchen_cleaning-01.mp4')).toBe('kitchen cleaning 01');
    expect(titleFromFileName('noext')).toBe('noext');
  });

  it('links only site-relative and http(s) URLs', () => {
    expect(safeUrl('/media/images/a.jpg')).toBe('/media/images/a.jpg');
    expect(safeUrl('https://x.test/a.jpg')).toBe('https://x.test/a.jpg');
    expect(safeUrl('javascript:alert(1)')).toBeNull();
  });

  it('formats sizes', () => {
    expect(formatSize(500)).toBe('500 B');
    expect(formatSize(2048)).toBe('2.0 KB');
    expect(formatSize(1.5 * megabyte)).toBe('1.5 MB');
  });
});

describe('display order', () => {
  it('appends after the current maximum', () => {
    expect(nextDisplayOrder([])).toBe(0);
    expect(nextDisplayOrder([{ displayOrder: 3 }, { displayOrder: 7 }, { displayOrder: 1 }])).toBe(8);
  });

  it('swaps distinct neighbours', () => {
    const items = [
      { id: 'a', displayOrder: 1 },
      { id: 'b', displayOrder: 5 },
      { id: 'c', displayOrder: 9 },
    ];
    expect(reorderPlan(items, 1, -1)).toEqual([
      { id: 'b', displayOrder: 1 },
      { id: 'a', displayOrder: 5 },
    ]);
    expect(reorderPlan(items, 1, 1)).toEqual([
      { id: 'b', displayOrder: 9 },
      { id: 'c', displayOrder: 5 },
    ]);
  });

  it('does nothing at the ends', () => {
    const items = [{ id: 'a', displayOrder: 0 }];
    expect(reorderPlan(items, 0, -1)).toEqual([]);
    expect(reorderPlan(items, 0, 1)).toEqual([]);
  });

  it('renumbers when orders collide', () => {
    const items = [
      { id: 'a', displayOrder: 0 },
      { id: 'b', displayOrder: 0 },
      { id: 'c', displayOrder: 2 },
    ];
    // New order b, a, c numbered 0, 1, 2: only a changes.
    expect(reorderPlan(items, 1, -1)).toEqual([{ id: 'a', displayOrder: 1 }]);
  });
});
