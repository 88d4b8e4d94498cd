import { describe, expect, it } from 'vitest';
import { firstPaintPlan, type FirstPaintInput } from './firstPaint';

const page = (input: Partial<FirstPaintInput>): FirstPaintInput => ({
  prerendered: true,
  pageLanguage: 'en',
  search: '',
  storedLanguage: null,
  storedTheme: null,
  prefersDark: false,
  faces: null,
  storedFaces: null,
  ...input,
});

describe('firstPaintPlan (the head script before the first paint)', () => {
  it('reloads a pre-rendered page at ?lang= in the remembered language it could not see', () => {
    expect(firstPaintPlan(page({ storedLanguage: 'ar' })).reloadIn).toBe('ar');
    expect(firstPaintPlan(page({ storedLanguage: 'ar-SA' })).reloadIn).toBe('ar');
    expect(firstPaintPlan(page({ storedLanguage: 'ar', pageLanguage: 'ar' })).reloadIn).toBeNull();
    // The address says the language: it wins, no reload.
    expect(firstPaintPlan(page({ storedLanguage: 'ar', search: '?lang=en' })).reloadIn).toBeNull();
    expect(firstPaintPlan(page({ storedLanguage: 'fr' })).reloadIn).toBeNull();
    // Two `lang` values: the last one, as the server served it (the model's queryLanguage), so no reload.
    expect(
      firstPaintPlan(page({ storedLanguage: 'en', pageLanguage: 'ar', search: '?lang=en&lang=ar' })).reloadIn,
    ).toBeNull();
  });

  it('shows a page that is not pre-rendered in Arabic from ?lang= or the remembered choice', () => {
    expect(firstPaintPlan(page({ prerendered: false, search: '?lang=ar' })).showIn).toBe('ar');
    expect(firstPaintPlan(page({ prerendered: false, storedLanguage: 'ar' })).showIn).toBe('ar');
    expect(firstPaintPlan(page({ prerendered: false, storedLanguage: 'en' })).showIn).toBeNull();
    expect(firstPaintPlan(page({ storedLanguage: 'ar', search: '?lang=ar' })).showIn).toBeNull();
    expect(firstPaintPlan(page({ prerendered: false, search: '?lang=en&lang=ar' })).showIn).toBe('ar');
  });

  it('applies the page’s font faces only when this version is in the cache (decision 039)', () => {
    expect(firstPaintPlan(page({ faces: 'abc123', storedFaces: 'abc123' })).enableFaces).toBe(true);
    // First visit, a new deploy's faces, a page without them (the admin shell).
    expect(firstPaintPlan(page({ faces: 'abc123' })).enableFaces).toBe(false);
    expect(firstPaintPlan(page({ faces: 'abc123', storedFaces: 'old999' })).enableFaces).toBe(false);
    expect(firstPaintPlan(page({ storedFaces: 'abc123' })).enableFaces).toBe(false);
    expect(firstPaintPlan(page({ faces: '', storedFaces: '' })).enableFaces).toBe(false);
    // A page about to reload in the other language applies nothing.
    expect(firstPaintPlan(page({ faces: 'v', storedFaces: 'v', storedLanguage: 'ar' })).enableFaces).toBe(false);
  });

  it('remembers ?theme=, else takes the remembered theme, else the system’s', () => {
    expect(firstPaintPlan(page({ search: '?theme=dark', storedTheme: 'light' }))).toMatchObject({
      rememberTheme: 'dark',
      theme: 'dark',
    });
    expect(firstPaintPlan(page({ storedTheme: 'light', prefersDark: true })).theme).toBe('light');
    expect(firstPaintPlan(page({ storedTheme: 'odd', prefersDark: true }))).toMatchObject({
      rememberTheme: null,
      theme: 'dark',
    });
  });
});
