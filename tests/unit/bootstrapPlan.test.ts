import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the maintenance scripts (no declaration file)
import { describePlan, planBootstrap, siteDefaultsOf } from '../../scripts/lib/bootstrapPlan.mjs';
import { contentDefaults } from '../../model/src/contentDefaults.ts';
import { siteSettingsFromStored } from '../../model/src/settings.ts';

const defaults = [
  { section: 'home', fieldKey: 'heroTitle', en: 'Title', ar: 'عنوان' },
  { section: 'about', fieldKey: 'mission', en: 'Mission', ar: 'رسالتنا' },
];
const siteDefaults = { whatsappNumber: null, heroImageUrl: '/media/defaults/hero.jpg' };

describe('planBootstrap (what npm run bootstrap writes)', () => {
  it('creates every item and every setting on an empty project', () => {
    const plan = planBootstrap({
      contentDefaults: defaults,
      existingContent: new Map(),
      siteDefaults,
      existingSite: undefined,
    });
    expect(plan.content.map((entry: { id: string; create: boolean }) => [entry.id, entry.create])).toEqual([
      ['home_heroTitle', true],
      ['about_mission', true],
    ]);
    expect(plan.site).toEqual(siteDefaults);
    expect(describePlan(plan)).toContain('settings/site: filled whatsappNumber, heroImageUrl');
  });

  it('keeps edited, emptied and removed values: only absent documents and fields are written', () => {
    const plan = planBootstrap({
      contentDefaults: defaults,
      existingContent: new Map([
        ['home_heroTitle', { section: 'home', fieldKey: 'heroTitle', en: 'Our own title', ar: '' }],
        ['about_mission', { section: 'about', fieldKey: 'mission', en: 'Edited' }],
      ]),
      siteDefaults,
      existingSite: { heroImageUrl: null },
    });
    expect(plan.content).toEqual([{ id: 'about_mission', create: false, fields: { ar: 'رسالتنا' } }]);
    expect(plan.site).toEqual({ whatsappNumber: null });
  });

  it('writes nothing when everything is there', () => {
    const existingContent = new Map(defaults.map((item) => [`${item.section}_${item.fieldKey}`, { ...item }]));
    const plan = planBootstrap({
      contentDefaults: defaults,
      existingContent,
      siteDefaults,
      existingSite: { whatsappNumber: '966501234567', heroImageUrl: null },
    });
    expect(describePlan(plan)).toEqual([]);
  });
});

describe('contentDefaults (the one source of the site texts)', () => {
  it('has unique, rules-valid ids and real text in both languages', () => {
    const ids = contentDefaults.map((item) => `${item.section}_${item.fieldKey}`);
    expect(new Set(ids).size).toBe(ids.length);
    for (const item of contentDefaults) {
      expect(item.fieldKey).toMatch(/^[A-Za-z0-9_]{1,60}$/);
      expect(item.en.trim(), `${item.section}_${item.fieldKey} en`).not.toBe('');
      expect(item.ar.trim(), `${item.section}_${item.fieldKey} ar`).not.toBe('');
      expect(item.ar, 'Arabic wording rules').not.toMatch(/خادمة|تنازل/);
    }
  });
});

describe("siteDefaultsOf (a new project's settings/site)", () => {
  it('has no contact data, the page images, and Arabic as the default language (issue 40)', () => {
    const site = siteDefaultsOf(['whatsappNumber', 'contactPhone'], { heroImageUrl: '/media/defaults/hero.jpg' });
    expect(site).toEqual({
      whatsappNumber: null,
      contactPhone: null,
      heroImageUrl: '/media/defaults/hero.jpg',
      defaultLanguage: 'ar',
    });
    expect(siteSettingsFromStored(site).defaultLanguage).toBe('ar');
  });

  it('never changes an office that chose English', () => {
    const plan = planBootstrap({
      contentDefaults: [],
      existingContent: new Map(),
      siteDefaults: siteDefaultsOf([], {}),
      existingSite: { defaultLanguage: 'en' },
    });
    expect(plan.site).toEqual({});
  });
});
