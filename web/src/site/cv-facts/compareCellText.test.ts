import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedOptions } from '@/i18n/resources';
import { compareCellLines, compareCellText, compareRowLabel } from './compareCellText';

let en: TFunction;
let ar: TFunction;

beforeAll(async () => {
  const instance = async (language: 'en' | 'ar') => {
    const i18n = createInstance();
    await i18n.init({ ...sharedOptions, lng: language, initAsync: false });
    return i18n.getFixedT(language, 'public');
  };
  [en, ar] = await Promise.all([instance('en'), instance('ar')]);
});

describe('compareCellText / compareRowLabel', () => {
  it("words a cell as /compare does, a skill's facts one line each", () => {
    const assessedAt = new Date('2026-10-01T12:00:00Z');
    const skill = { kind: 'skill', listed: true, fact: { willing: 'yes', years: 4, level: 4, assessedAt } } as const;
    expect(compareCellText(en, skill, 'en')).toEqual(['Willing', '4 years', 'Level 4 of 5, assessed 1 October 2026']);
    // The assessment day as the page writes office days: the Umm al-Qura date beside it in Arabic.
    expect(compareCellText(ar, skill, 'ar')[2]).toMatch(/^المستوى 4 من 5، قُيّم في 1 أكتوبر 2026 \(.+ هـ\)$/);
    expect(compareCellText(en, { kind: 'notStated' }, 'en')).toEqual(['Not stated']);
    expect(compareCellText(en, { kind: 'language', level: null }, 'en')).toEqual(['Speaks · level not stated']);
    expect(compareCellText(ar, { kind: 'band', value: 'yes' }, 'ar')).toEqual(['نعم']);
  });

  it("says from which office day a worker is available (the Riyadh day, not the server's)", () => {
    // 22:00 UTC on 31 December is already 1 January in Riyadh.
    const later = { kind: 'availability', availability: 'later', from: new Date('2026-12-31T22:00:00Z') } as const;
    expect(compareCellText(en, later, 'en')).toEqual(['Available from 1 January 2027']);
    expect(compareCellText(ar, later, 'ar')[0]).toMatch(/^متاح من 1 يناير 2027 \(.+ هـ\)$/);
    expect(compareCellText(en, { ...later, availability: 'available', from: null }, 'en')).toEqual(['Available']);
  });

  it('marks what the CV does not give, part by part, so the page can mute it', () => {
    expect(compareCellLines(en, { kind: 'language', level: null }, 'en')).toEqual([
      [{ text: 'Speaks' }, { text: 'level not stated', notStated: true }],
    ]);
    expect(compareCellLines(en, { kind: 'skill', listed: true, fact: null }, 'en')[0]![1]).toEqual({
      text: expect.any(String),
      notStated: true,
    });
    expect(compareCellLines(en, { kind: 'years', count: 3 }, 'en')).toEqual([[{ text: '3 years of experience' }]]);
  });

  it('names a row by its skill, band or language', () => {
    const row = (key: Parameters<typeof compareRowLabel>[1]['key']) => ({
      id: 'x',
      group: 'skills' as const,
      key,
      cells: [],
    });
    expect(compareRowLabel(en, row({ kind: 'skill', skill: 'cooking' }), 'en')).toBe('Cooking');
    expect(compareRowLabel(en, row({ kind: 'band', band: 'm0to6' }), 'en')).toBe('0-6 months');
    expect(compareRowLabel(en, row({ kind: 'language', language: 'en' }), 'en')).toBe('English');
    expect(compareRowLabel(ar, row({ kind: 'age' }), 'ar')).not.toBe('Age');
  });
});
