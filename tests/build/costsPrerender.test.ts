// Issue 29 in the built pre-render bundle (functions/ssr): `/costs` shows exactly what the office entered,
// with the VAT line and the total, in both languages; the home page carries the office's JSON-LD and each
// page the manifest of its language; a bare address follows the office's default language (decision 020).
// A stand-in for the function's Admin SDK reads, as in prerenderBundle.test.ts.
import { describe, expect, it } from 'vitest';
import { bundle, template } from './ssrBundle.ts';
const origin = 'https://staff.example.com';

function sourceWith(settings: Record<string, unknown>) {
  return {
    siteSettings: async () => settings,
    contentSection: async () => [],
    activeWorker: async () => null,
    staffPage: async () => ({ docs: [], total: 0 }),
    activeMedia: async () => [],
    countryCosts: async () => [
      {
        id: 'PH',
        data: {
          recruitmentCostSar: 15_000,
          weeksToArrival: 8,
          contractMonths: 24,
          salary: { Maid: { min: 1_500, max: 1_800 } },
          // 01:30 on 21 November in Riyadh (still the 20th in UTC, the server's zone): the office's day is said.
          updatedAt: new Date('2026-11-20T22:30:00Z'),
        },
      },
      // Entered: only the weeks. No cost line, no VAT line for Kenya.
      { id: 'KE', data: { recruitmentCostSar: null, weeksToArrival: 6, contractMonths: null, salary: {} } },
      // Nothing entered: India is not shown at all.
      { id: 'IN', data: { recruitmentCostSar: null, weeksToArrival: null, contractMonths: null, salary: {} } },
    ],
    // publicStats/measuredTimes (issue 34): 5 completed recruitments from the Philippines, 4 from Kenya.
    measuredTimes: async () => ({
      from: '2025-11-28',
      until: '2026-11-27',
      firstReplyMinutes: { median: 95, count: 14 },
      countries: {
        PH: { arrivalDays: { median: 71, count: 5 }, firstReplyMinutes: { median: 150, count: 9 } },
        KE: { arrivalDays: { median: 40, count: 4 }, firstReplyMinutes: { median: 30, count: 4 } },
      },
    }),
  };
}
const settings = {
  licenseNumber: 'HRSD-1010-2026',
  hotline: '+966 11 000 0000',
  addressEn: 'Olaya Street </script> Riyadh',
  addressAr: 'شارع العليا، الرياض',
  officeHoursEn: 'Sunday to Thursday, 8 to 6',
};
const render = (url: string, extra: { acceptLanguage?: string; settings?: Record<string, unknown> } = {}) =>
  bundle.renderPage({
    url,
    acceptLanguage: extra.acceptLanguage,
    origin,
    template,
    source: sourceWith(extra.settings ?? settings),
  });

/** The text of the element with this data-testid (tags stripped). */
function textOf(html: string, testId: string): string | null {
  const match = new RegExp(`data-testid="${testId}"[^>]*>([\\s\\S]*?)</(?:bdi|dd|p)>`).exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, '').replace(/<!-- -->/g, '') : null;
}

describe('/costs pre-rendered', () => {
  it('shows the entered cost, the 15% VAT and the total with VAT in English', async () => {
    const page = await render('/costs?lang=en');
    expect(page.status).toBe(200);
    expect(page.html).toContain('<html lang="en" dir="ltr" data-prerendered>');
    expect(textOf(page.html, 'cost-net')).toBe('15,000.00 SAR');
    expect(textOf(page.html, 'cost-vat')).toBe('2,250.00 SAR');
    expect(textOf(page.html, 'cost-total')).toBe('17,250.00 SAR');
    expect(textOf(page.html, 'cost-salary-Maid')).toBe('1,500 to 1,800 SAR');
    expect(page.html).toContain('8 weeks');
    expect(page.html).toContain('Last changed on 21 November 2026');
    expect(page.html).toContain('<title>Recruitment costs and arrival times by country');
  });

  it('shows the same figures in Arabic', async () => {
    const page = await render('/costs?lang=ar');
    expect(page.html).toContain('<html lang="ar" dir="rtl" data-prerendered>');
    expect(textOf(page.html, 'cost-net')).toBe('15,000.00 ريال');
    expect(textOf(page.html, 'cost-vat')).toBe('2,250.00 ريال');
    expect(textOf(page.html, 'cost-total')).toBe('17,250.00 ريال');
    expect(page.html).toContain('ضريبة القيمة المضافة (15%)');
    expect(page.html).toContain('الإجمالي شامل الضريبة');
    expect(page.html).toContain('21 نوفمبر 2026 (11 جمادى الآخرة 1448 هـ)');
  });

  it('shows nothing the office did not enter', async () => {
    const page = await render('/costs?lang=en');
    expect(page.html).toContain('data-testid="costs-country-KE"');
    expect(page.html).not.toContain('data-testid="costs-country-IN"');
    const kenya = page.html.slice(page.html.indexOf('data-testid="costs-country-KE"'));
    expect(kenya.slice(0, kenya.indexOf('</li>'))).not.toContain('cost-total');
    for (const code of ['BD', 'LK', 'ET', 'UG']) expect(page.html).not.toContain(`costs-country-${code}`);
  });

  it('shows the total and the weeks on the home page country cards', async () => {
    const page = await render('/?lang=en');
    expect(textOf(page.html, 'country-total-PH')).toBe('17,250.00 SAR with VAT');
    expect(page.html).not.toContain('country-total-KE');
  });
});

describe('/costs: measured, not claimed (issue 34)', () => {
  const cardOf = (html: string, code: string) => {
    const card = html.slice(html.indexOf(`data-testid="costs-country-${code}"`));
    return card.slice(0, card.indexOf('</li>'));
  };

  it('shows the median days to arrival with its count from 5 completed recruitments, "not enough" below', async () => {
    const page = await render('/costs?lang=en');
    const philippines = cardOf(page.html, 'PH');
    expect(textOf(philippines, 'measured-arrival')).toBe(
      'Median time from contract to arrival: 71 days, over 5 completed recruitments',
    );
    expect(textOf(philippines, 'measured-reply')).toBe('Median time to our first reply: 3 hours, over 9 requests');
    expect(textOf(philippines, 'cost-worker-pays')).toBe('Nothing (0.00 SAR)');
    const kenya = cardOf(page.html, 'KE');
    expect(kenya).not.toContain('measured-arrival"');
    expect(textOf(kenya, 'measured-arrival-none')).toBe(
      'Not enough completed requests yet to measure the time to arrival (4 of 5).',
    );
    expect(kenya).not.toContain('measured-reply"');
  });

  it('says the same in Arabic', async () => {
    const page = await render('/costs?lang=ar');
    expect(textOf(cardOf(page.html, 'PH'), 'measured-arrival')).toContain('71 يومًا');
    expect(textOf(cardOf(page.html, 'KE'), 'measured-arrival-none')).toContain('لا توجد طلبات مكتملة كافية بعد');
  });
});

describe('home page structured data and the manifests', () => {
  it('carries the office as a schema.org EmploymentAgency, escaped, with the licence number', async () => {
    const page = await render('/?lang=en');
    const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.html)?.[1];
    expect(block).toBeDefined();
    expect(block).not.toContain('<');
    const data = JSON.parse(block!) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'EmploymentAgency',
      url: `${origin}/`,
      telephone: '+966 11 000 0000',
      openingHours: 'Sunday to Thursday, 8 to 6',
      identifier: { value: 'HRSD-1010-2026' },
      address: { streetAddress: 'Olaya Street </script> Riyadh', addressCountry: 'SA' },
    });
    // Only the home page.
    expect((await render('/costs')).html).not.toContain('application/ld+json');
  });

  it('links the manifest of the page language', async () => {
    expect((await render('/costs?lang=en')).html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect((await render('/costs?lang=ar')).html).toContain('<link rel="manifest" href="/manifest-ar.webmanifest" />');
  });
});

describe("a bare address and the office's default language (decision 020)", () => {
  const arabicFirst = { ...settings, defaultLanguage: 'ar' };

  it('serves the default to a browser that names neither language, and varies by the header', async () => {
    for (const acceptLanguage of [undefined, 'fr-FR,fr;q=0.9']) {
      const page = await render('/', { acceptLanguage, settings: arabicFirst });
      expect([page.language, page.negotiated]).toEqual(['ar', true]);
      expect(page.html).toContain('<html lang="ar" dir="rtl" data-prerendered>');
    }
    expect((await render('/', { settings: { ...settings, defaultLanguage: 'en' } })).language).toBe('en');
    // A new office (no choice stored yet) starts in Arabic (issue 40).
    expect((await render('/', { settings })).language).toBe('ar');
  });

  it("lets the browser's language and the visitor's ?lang= win over the default", async () => {
    expect((await render('/', { acceptLanguage: 'en-US,en;q=0.9', settings: arabicFirst })).language).toBe('en');
    expect((await render('/?lang=en', { settings: arabicFirst })).language).toBe('en');
  });
});
