// The office's cockpit (issue 28), in English and Arabic: the dashboard's charts, funnel and tables
// from the seeded daily statistics; "Reply on WhatsApp" with the international number and a greeting in
// the family's language; a delete undone from the notice; a filtered staff view that survives a reload
// and a pasted link. Real emulators; each test writes its own data under a unique tag and removes it.
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { expect, test, type Page } from '../support/visitor.ts';
import { adminDb, eventually } from '../../support/adminSdk.ts';
import { visitorRequest } from '../../support/visitorDocs.ts';
import { loginAsAdmin, toast, uniqueName, uniqueTag, confirmPopconfirm } from '../support/adminPortal.ts';
import { seedMessages } from '../../fixtures/messages.ts';
import { seedRequests } from '../../fixtures/requests.ts';
import {
  dailyStatsFromRecords,
  medianContactMinutes,
  staffNameKey,
  requestFunnel,
  topWorkers,
  weeklySeries,
  windowStart,
} from '../../../model/src/index.ts';

// Twelve weeks that end before any spec writes (the seed is dated November 2026): a fixed window, so
// requests and messages other specs create today never change what this spec reads.
const until = '2026-11-21';
const seededDays = [
  ...dailyStatsFromRecords(
    seedRequests.map((request) => ({
      id: request.id,
      refCodes: request.refCodes,
      createdAt: new Date(request.stages[0]!.atMs),
      history: request.stages.map((stage) => ({ status: stage.status, at: new Date(stage.atMs) })),
    })),
    seedMessages.map((message) => ({ createdAt: new Date(message.createdAtMs) })),
  ).values(),
].filter((day) => day.day >= windowStart(until, 12) && day.day <= until);
const weeks = weeklySeries(seededDays, until);
const totals = weeks.reduce((sum, week) => ({ r: sum.r + week.requests, m: sum.m + week.messages }), { r: 0, m: 0 });

async function openNumbers(page: Page, testId: string) {
  const figure = page.getByTestId(testId);
  await figure.locator('summary').click();
  return figure.locator('details table');
}

test.describe('cockpit', () => {
  test.describe.configure({ timeout: 120_000 });

  test('dashboard: twelve weeks, the funnel and the top workers from the seeded statistics (English, Arabic)', async ({
    page,
  }) => {
    expect(totals.r).toBeGreaterThan(0);
    await loginAsAdmin(page, `/admin?until=${until}`);
    const weekly = page.getByRole('img', { name: /Requests and messages per week/ });
    await expect(weekly).toHaveAccessibleName(
      `Requests and messages per week: ${totals.r} requests and ${totals.m} messages in 12 weeks`,
    );
    await expect(weekly.locator('canvas').first()).toBeVisible();
    const weekRows = (await openNumbers(page, 'cockpit-weekly')).locator('tbody tr');
    await expect(weekRows).toHaveCount(12);
    await expect(weekRows.last().locator('td').nth(1)).toHaveText(String(weeks[11]!.requests));
    await expect(weekRows.last().locator('td').nth(2)).toHaveText(String(weeks[11]!.messages));

    const funnel = requestFunnel(seededDays);
    const funnelRows = (await openNumbers(page, 'cockpit-funnel')).locator('tbody tr');
    await expect(funnelRows).toHaveCount(5);
    await expect(funnelRows.first()).toHaveText(`New${funnel[0]!.count}`);
    await expect(funnelRows.nth(1)).toHaveText(`Contacted${funnel[1]!.count}`);
    const median = medianContactMinutes(seededDays)!;
    const days = Math.floor(median / 1440);
    const hours = Math.floor((median % 1440) / 60);
    await expect(page.getByTestId('cockpit-median')).toContainText(`${days} d ${hours} h ${median % 60} min`);

    const top = topWorkers(seededDays, 10);
    const topLinks = page.getByTestId('cockpit-top').getByRole('link');
    await expect(topLinks).toHaveCount(top.length);
    await expect(topLinks.first()).toHaveText(top[0]!.refCode);
    await expect(topLinks.first()).toHaveAttribute('href', `/admin/staff?q=${top[0]!.refCode}`);

    // Arabic: the same numbers, right to left, the words from the Arabic locale.
    await page.goto(`/admin?until=${until}&lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('img', { name: /الطلبات والرسائل في كل أسبوع/ })).toHaveAccessibleName(
      `الطلبات والرسائل في كل أسبوع: ${totals.r} طلب و${totals.m} رسالة خلال 12 أسبوعاً`,
    );
    const arFunnel = (await openNumbers(page, 'cockpit-funnel')).locator('tbody tr');
    await expect(arFunnel.first()).toHaveText(`جديد${funnel[0]!.count}`);
    await expect(page.getByTestId('cockpit-top').getByRole('link')).toHaveCount(top.length);
  });

  test('reply on WhatsApp: international number, greeting in the family language, one more tap (English, Arabic)', async ({
    page,
  }) => {
    const db = adminDb();
    const tag = uniqueTag('wa');
    // A request's id is its tracking code, as the site writes it (the activity log names it so).
    const request = db.collection('requests').doc('R-WA7K-Q2');
    await request.set(
      visitorRequest({
        trackingCode: 'R-WA7K-Q2',
        refCodes: ['MD-0001', 'DR-0002'],
        name: 'أم سارة',
        phone: '٠٥٠١٢٣٤٥٦٧',
        email: 'umm.sara@example.com',
      }),
    );
    const message = await db.collection('contactMessages').add({
      name: 'Sara Test',
      email: 'sara@example.com',
      phone: '055 123 4567',
      subject: `Nanny ${tag}`,
      message: 'Please call me.',
      status: 'read',
      locale: 'en',
      consentAt: FieldValue.serverTimestamp(),
      createdAt: FieldValue.serverTimestamp(),
    });
    try {
      // The office reads English; the family wrote in Arabic: the greeting is Arabic.
      await loginAsAdmin(page, `/admin/requests?open=${request.id}`);
      const details = page.getByTestId('request-details-R-WA7K-Q2');
      const link = details.getByRole('link', { name: 'Reply on WhatsApp' });
      const href = (await link.getAttribute('href'))!;
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/966501234567');
      expect(url.searchParams.get('text')).toBe(
        'السلام عليكم أم سارة، شكراً لطلبكم رقم R-WA7K-Q2 بخصوص MD-0001، DR-0002. نتواصل معكم بخصوصه.',
      );
      await details.getByRole('button', { name: 'Mark contacted' }).click();
      await eventually(
        () => request.get(),
        (snap) => snap.get('status') === 'contacted',
      );
      await expect(details.getByRole('button', { name: 'Mark contacted' })).toHaveCount(0);

      // The office reads Arabic; the family wrote in English: the greeting is English.
      await page.goto(`/admin/messages?open=${message.id}&lang=ar`);
      const dialog = page.getByRole('dialog');
      const reply = dialog.getByRole('link', { name: 'الرد عبر واتساب' });
      const messageUrl = new URL((await reply.getAttribute('href'))!);
      expect(messageUrl.pathname).toBe('/966551234567');
      expect(messageUrl.searchParams.get('text')).toBe(
        'Hello Sara Test, thank you for your message to our office. How can we help you?',
      );
      await dialog.getByRole('button', { name: 'تسجيل الرد' }).click();
      await eventually(
        () => message.get(),
        (snap) => snap.get('status') === 'replied',
      );
    } finally {
      await Promise.all([request.delete(), message.delete()]);
    }
  });

  test('a deleted message comes back exactly from the Undo notice (English, then Arabic)', async ({ page }) => {
    const db = adminDb();
    const make = (subject: string) =>
      db.collection('contactMessages').add({
        name: 'Undo Visitor',
        email: 'undo@example.com',
        phone: null,
        subject,
        message: 'Keep me.',
        status: 'read',
        locale: 'en',
        consentAt: FieldValue.serverTimestamp(),
        createdAt: FieldValue.serverTimestamp(),
      });
    const english = await make(uniqueTag('Undo en'));
    const arabic = await make(uniqueTag('Undo ar'));
    try {
      for (const [ref, lang, words] of [
        [english, 'en', { del: 'Delete', undo: 'Undo', restored: 'Restored' }],
        [arabic, 'ar', { del: 'حذف', undo: 'تراجع', restored: 'تمت الاستعادة' }],
      ] as const) {
        const before = (await ref.get()).data();
        if (lang === 'en') await loginAsAdmin(page, '/admin/messages');
        else await page.goto('/admin/messages?lang=ar');
        const row = page.getByTestId(`message-row-${ref.id}`);
        await row.getByRole('button', { name: words.del }).click();
        await confirmPopconfirm(page, words.del);
        await eventually(
          () => ref.get(),
          (snap) => !snap.exists,
        );
        await page.getByTestId('undo-delete').click();
        await expect(toast(page, words.restored)).toBeVisible();
        const back = await eventually(
          () => ref.get(),
          (snap) => snap.exists,
        );
        expect(back.data()).toEqual(before);
        expect((await db.doc(`trash/contactMessages_${ref.id}`).get()).exists).toBe(false);
        await expect(row).toBeVisible();
      }
    } finally {
      await Promise.all([english.delete(), arabic.delete()]);
    }
  });

  test('a filtered staff view survives a reload and a pasted link (English, Arabic)', async ({ page, context }) => {
    const db = adminDb();
    const name = uniqueName('Cockpit View');
    const worker = db.collection('staff').doc();
    await worker.set({
      refCode: 'MD-9377',
      name,
      nameKey: staffNameKey(name),
      type: 'Maid',
      status: 'pending',
      country: 'PH',
      experienceYears: 3,
      descriptionEn: 'Careful and kind.',
      descriptionAr: 'دقيقة ولطيفة.',
      transferable: false,
      showPhoto: false,
      photoPath: null,
      cvPath: null,
      publishConsentAt: null,
      createdAt: Timestamp.fromMillis(Date.UTC(2020, 0, 1)),
      updatedAt: FieldValue.serverTimestamp(),
    });
    try {
      const view = '/admin/staff?status=pending&country=PH&sort=-updatedAt';
      await loginAsAdmin(page, view);
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows.filter({ hasText: name })).toHaveCount(1);
      const filters = page
        .locator('.ant-select')
        .filter({ has: page.getByRole('combobox', { name: 'Status', exact: true }) });
      await expect(filters).toContainText('Pending');
      await expect(
        page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Sort', exact: true }) }),
      ).toContainText('Recently updated');
      // A search narrows further and joins the address.
      // Any case finds the name (the normalised nameKey the app writes; tests/functions/staffNameKey covers the trigger).
      await page.getByRole('searchbox', { name: 'Search by name or reference' }).fill(name.toLowerCase());
      await expect(page).toHaveURL(/[?&]q=cockpit/);
      await expect(rows).toHaveCount(1);
      const address = page.url();
      expect(address).toContain('status=pending');
      expect(address).toContain('country=PH');

      await page.reload();
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(name);
      await expect(page.getByRole('searchbox', { name: 'Search by name or reference' })).toHaveValue(
        name.toLowerCase(),
      );

      // The same address pasted into another tab, in Arabic.
      const pasted = await context.newPage();
      await pasted.goto(`${address}&lang=ar`);
      const pastedRows = pasted.locator('.ant-table-tbody tr.ant-table-row');
      await expect(pastedRows).toHaveCount(1, { timeout: 30_000 });
      await expect(pastedRows.first()).toContainText(name);
      await expect(
        pasted.locator('.ant-select').filter({ has: pasted.getByRole('combobox', { name: 'الحالة', exact: true }) }),
      ).toContainText('قيد الانتظار');
      await expect(
        pasted.locator('.ant-select').filter({ has: pasted.getByRole('combobox', { name: 'الدولة', exact: true }) }),
      ).toContainText('الفلبين');
      await pasted.close();
    } finally {
      await worker.delete();
    }
  });
});
