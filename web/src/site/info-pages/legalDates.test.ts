import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatOfficeDay } from '@/lib/dates';
import en from '@/locales/en/public.json';
import ar from '@/locales/ar/public.json';
import { legalTextDates, type LegalKind } from './legalDates';

/** The fingerprint of a legal text in both languages (what its date dates). */
const fingerprint = (kind: LegalKind) =>
  createHash('sha256')
    .update(JSON.stringify([en[kind], ar[kind]]))
    .digest('hex')
    .slice(0, 16);

describe('legal text dates', () => {
  for (const kind of ['privacy', 'terms'] as const) {
    it(`the ${kind} text is the one its date dates`, () => {
      expect(
        fingerprint(kind),
        `the ${kind} text changed: set legalTextDates.${kind}.changed to the day of the change and its fingerprint to this value`,
      ).toBe(legalTextDates[kind].fingerprint);
    });
  }

  it('a date is a real past day, shown as that day in both languages', () => {
    for (const kind of ['privacy', 'terms'] as const) {
      expect(Date.parse(`${legalTextDates[kind].changed}T00:00:00+03:00`)).toBeLessThanOrEqual(Date.now());
    }
    expect(formatOfficeDay(legalTextDates.privacy.changed, 'en')).toBe('27 November 2026');
    expect(formatOfficeDay(legalTextDates.terms.changed, 'en')).toBe('15 September 2025');
    expect(formatOfficeDay(legalTextDates.terms.changed, 'ar')).toMatch(/^15 سبتمبر 2025 \(.+ هـ\)$/);
  });

  it('the page says the date, not a fixed text', () => {
    expect(en.legal.updated).toContain('{{date}}');
    expect(ar.legal.updated).toContain('{{date}}');
  });
});
