import { describe, expect, it } from 'vitest';
import { contentSections, countryCodes, staffStatuses, staffTypes } from '../fixtures/constants.ts';
import { seed } from '../fixtures/seed.ts';

describe('demo seed (docs/architecture.md#local-contract)', () => {
  it('has at least 40 staff covering every country, type and status, mostly active', () => {
    expect(seed.staff.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seed.staff.map((s) => s.country))).toEqual(new Set(countryCodes));
    expect(new Set(seed.staff.map((s) => s.type))).toEqual(new Set(staffTypes));
    expect(new Set(seed.staff.map((s) => s.status))).toEqual(new Set(staffStatuses));
    const active = seed.staff.filter((s) => s.status === 'active').length;
    expect(active).toBeGreaterThan(seed.staff.length / 2);
    expect(seed.staff.some((s) => s.transferable)).toBe(true);
  });

  it('keeps staff e-mail and phone out of the public staff documents', () => {
    for (const member of seed.staff) {
      expect(Object.keys(member)).not.toContain('email');
      expect(Object.keys(member)).not.toContain('phone');
      expect(seed.staffContacts[member.id]).toBeDefined();
    }
  });

  it('has unique reference codes', () => {
    expect(new Set(seed.staff.map((s) => s.refCode)).size).toBe(seed.staff.length);
  });

  it('has every content section in both languages', () => {
    for (const section of contentSections) {
      const items = seed.content.filter((item) => item.section === section);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(item.en.trim()).not.toBe('');
        expect(item.ar.trim()).not.toBe('');
      }
    }
  });

  it('has approved and unapproved reviews with ratings from 1 to 5', () => {
    expect(seed.reviews.some((r) => r.approved)).toBe(true);
    expect(seed.reviews.some((r) => !r.approved)).toBe(true);
    for (const review of seed.reviews)
      expect(Number.isInteger(review.rating) && review.rating >= 1 && review.rating <= 5).toBe(true);
  });

  it('stores no password or secret in the Firestore settings', () => {
    const text = JSON.stringify({ ...seed.siteSettings, ...seed.privateSettings }).toLowerCase();
    expect(text).not.toMatch(/password|secret|apikey/);
  });
});
