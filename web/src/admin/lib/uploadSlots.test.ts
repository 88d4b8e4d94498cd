import { describe, expect, it } from 'vitest';
import { anyUploading, clampPercent, uploadSlotsReducer, type UploadSlots } from './uploadSlots';

const file = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('upload slots', () => {
  it('a good choice is kept; a refused one keeps the previous file and shows why', () => {
    const a = file('a.png');
    let slots: UploadSlots = uploadSlotsReducer({}, { type: 'select', key: 'logo', file: a, problem: null });
    expect(slots.logo).toEqual({ file: a, progress: null, error: null });
    slots = uploadSlotsReducer(slots, {
      type: 'select',
      key: 'logo',
      file: file('b.svg'),
      problem: 'SVG files are not accepted',
    });
    expect(slots.logo).toEqual({ file: a, progress: null, error: 'SVG files are not accepted' });
  });

  it('tracks progress from 0, clamped to whole percents, never backwards, only while uploading', () => {
    let slots: UploadSlots = uploadSlotsReducer({}, { type: 'progress', key: 'cv', percent: 50 });
    expect(slots.cv).toBeUndefined();
    slots = uploadSlotsReducer(slots, { type: 'start', key: 'cv', file: file('cv.pdf') });
    expect(slots.cv?.progress).toBe(0);
    expect(anyUploading(slots)).toBe(true);
    slots = uploadSlotsReducer(slots, { type: 'progress', key: 'cv', percent: 42.6 });
    expect(slots.cv?.progress).toBe(43);
    slots = uploadSlotsReducer(slots, { type: 'progress', key: 'cv', percent: 10 });
    expect(slots.cv?.progress).toBe(43);
    slots = uploadSlotsReducer(slots, { type: 'progress', key: 'cv', percent: 250 });
    expect(slots.cv?.progress).toBe(100);
  });

  it('finishing clears progress; a failure keeps the file for a retry and shows the message', () => {
    const cv = file('cv.pdf');
    let slots: UploadSlots = uploadSlotsReducer({}, { type: 'start', key: 'cv', file: cv });
    slots = uploadSlotsReducer(slots, { type: 'finish', key: 'cv', error: 'Failed to upload', keepFile: true });
    expect(slots.cv).toEqual({ file: cv, progress: null, error: 'Failed to upload' });
    expect(anyUploading(slots)).toBe(false);
    slots = uploadSlotsReducer(slots, { type: 'start', key: 'cv' });
    expect(slots.cv).toEqual({ file: cv, progress: 0, error: null });
    slots = uploadSlotsReducer(slots, { type: 'finish', key: 'cv', error: null, keepFile: false });
    expect(slots.cv).toEqual({ file: null, progress: null, error: null });
  });

  it('clear drops a slot, but not while it uploads', () => {
    let slots: UploadSlots = uploadSlotsReducer({}, { type: 'start', key: 'a', file: file('a.png') });
    expect(uploadSlotsReducer(slots, { type: 'clear', key: 'a' })).toBe(slots);
    slots = uploadSlotsReducer(slots, { type: 'finish', key: 'a', error: null, keepFile: true });
    expect(uploadSlotsReducer(slots, { type: 'clear', key: 'a' })).toEqual({});
  });

  it('slots are independent', () => {
    let slots: UploadSlots = uploadSlotsReducer({}, { type: 'start', key: 'hero', file: file('h.png') });
    slots = uploadSlotsReducer(slots, { type: 'start', key: 'about', file: file('a.png') });
    slots = uploadSlotsReducer(slots, { type: 'progress', key: 'hero', percent: 70 });
    expect(slots.hero?.progress).toBe(70);
    expect(slots.about?.progress).toBe(0);
  });

  it('clampPercent handles odd numbers from the SDK', () => {
    expect(clampPercent(Number.NaN)).toBe(0);
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(Infinity)).toBe(100);
    expect(clampPercent(99.5)).toBe(100);
  });
});
