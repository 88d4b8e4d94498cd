import { describe, expect, it } from 'vitest';
import type { BreadcrumbList, ListItem, WithContext } from 'schema-dts';
import { staffTypes } from '@household/model';
import { breadcrumbJsonLd, jsonLdText, listPageOf } from './breadcrumbJsonLd';

const origin = 'https://staff.example.com';

describe('breadcrumbJsonLd', () => {
  it('is Home > the list of the worker type > the reference code, in the page language', () => {
    const data = breadcrumbJsonLd({
      origin,
      language: 'ar',
      refCode: 'DR-0007',
      type: 'Driver',
      homeLabel: 'الرئيسية',
      listLabel: 'السائقون',
    });
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'الرئيسية', item: `${origin}/?lang=ar` },
      { '@type': 'ListItem', position: 2, name: 'السائقون', item: `${origin}/drivers-resume?lang=ar` },
      { '@type': 'ListItem', position: 3, name: 'DR-0007', item: `${origin}/workers/DR-0007?lang=ar` },
    ]);
  });

  it('holds nothing of the worker but the reference code', () => {
    const text = jsonLdText(
      breadcrumbJsonLd({ origin, language: 'en', refCode: 'MD-0142', type: 'Maid', homeLabel: 'Home', listLabel: 'L' }),
    );
    const names = (JSON.parse(text) as { itemListElement: Array<{ name: string }> }).itemListElement.map((i) => i.name);
    expect(names).toEqual(['Home', 'L', 'MD-0142']);
  });

  it('is a schema.org BreadcrumbList (the compiler checks the type; this test fails to compile otherwise)', () => {
    const data: WithContext<BreadcrumbList> = breadcrumbJsonLd({
      origin,
      language: 'en',
      refCode: 'NN-0001',
      type: 'Nanny',
      homeLabel: 'Home',
      listLabel: 'Domestic workers',
    });
    const items = data.itemListElement as ListItem[];
    expect(items.map((item) => (item as { position: number }).position)).toEqual([1, 2, 3]);
  });
});

describe('listPageOf', () => {
  it('sends every type to its public list', () => {
    expect(staffTypes.map((type) => listPageOf(type).to)).toEqual([
      '/maids-resume',
      '/maids-resume',
      '/maids-resume',
      '/drivers-resume',
      '/transfer-staff',
    ]);
  });
});

describe('jsonLdText', () => {
  it('escapes what could end the script block', () => {
    const text = jsonLdText({ name: '</script><b>&\u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(text)).toEqual({ name: '</script><b>&\u2028' });
  });
});
