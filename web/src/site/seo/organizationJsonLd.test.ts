import { describe, expect, it } from 'vitest';
import { emptySiteSettings } from '@/lib/siteSettings/siteSettings';
import { jsonLdScriptHtml, organizationJsonLd } from './organizationJsonLd';

const settings = {
  ...emptySiteSettings,
  licenseNumber: 'HRSD-1010-2026',
  hotline: '+966 11 000 0000',
  addressEn: 'King Fahd Road </script><script>alert(1)</script>',
  addressAr: 'طريق الملك فهد، الرياض',
  officeHoursEn: 'Sat-Thu 9:00-21:00',
  officeHoursAr: 'السبت إلى الخميس',
  companyEmail: 'info@household-staff.example',
};

describe('organizationJsonLd (schema.org EmploymentAgency)', () => {
  it('carries the name, licence number, address, hours, telephone and url', () => {
    const data = organizationJsonLd({
      settings,
      language: 'en',
      name: 'Riyadh Household Staff',
      origin: 'https://x.example/',
    });
    expect(data['@context']).toBe('https://schema.org');
    expect(data['@type']).toBe('EmploymentAgency');
    expect(data).toMatchObject({
      name: 'Riyadh Household Staff',
      url: 'https://x.example/',
      telephone: '+966 11 000 0000',
      openingHours: 'Sat-Thu 9:00-21:00',
      address: { '@type': 'PostalAddress', addressLocality: 'Riyadh', addressCountry: 'SA' },
      identifier: { '@type': 'PropertyValue', value: 'HRSD-1010-2026' },
    });
  });

  it('speaks the page language and leaves out what the office did not enter', () => {
    const ar = organizationJsonLd({ settings, language: 'ar', name: 'مكتب', origin: 'https://x.example' });
    expect(ar).toMatchObject({
      url: 'https://x.example/?lang=ar',
      address: { streetAddress: 'طريق الملك فهد، الرياض' },
    });
    const bare = organizationJsonLd({
      settings: emptySiteSettings,
      language: 'en',
      name: 'n',
      origin: 'https://x.example',
    });
    for (const key of ['telephone', 'openingHours', 'identifier', 'email', 'hasMap'])
      expect(bare).not.toHaveProperty(key);
  });

  it('is JSON that parses back from the served script, with no way out of the element', () => {
    const data = organizationJsonLd({ settings, language: 'en', name: 'n', origin: 'https://x.example' });
    const html = jsonLdScriptHtml(data);
    const body = /^<script type="application\/ld\+json">([\s\S]*)<\/script>$/.exec(html)?.[1] ?? '';
    expect(body).not.toContain('<');
    expect(JSON.parse(body)).toEqual(JSON.parse(JSON.stringify(data)));
  });
});
