// Messages table power tools (issue 15): bulk status change with one summary toast, and the CSV
// export of the rows shown (search applied; UTF-8 with BOM; Arabic kept; formula text neutralised).
import { readFile } from 'node:fs/promises';
import { expect, test } from '../support/visitor.ts';
import { FieldValue } from 'firebase-admin/firestore';
import { adminDb, eventually } from '../../support/adminSdk.ts';
import { chooseOption, loginAsAdmin, toast, uniqueTag } from '../support/adminPortal.ts';

test('messages: select three, mark them replied at once, export what the table shows', async ({ page }) => {
  test.setTimeout(90_000);
  const tag = uniqueTag('Bulk subject');
  const refs = await Promise.all(
    [1, 2, 3].map((i) =>
      adminDb()
        .collection('contactMessages')
        .add({
          name: i === 1 ? 'أم فيصل' : `Visitor ${i}`,
          email: `visitor${i}@example.com`,
          phone: i === 2 ? '+966500000002' : null,
          subject: i === 3 ? `=cmd ${tag}` : `${tag} ${i}`,
          message: 'نحتاج عاملة منزلية في الرياض',
          status: 'unread',
          locale: 'ar',
          consentAt: FieldValue.serverTimestamp(),
          createdAt: FieldValue.serverTimestamp(),
        }),
    ),
  );
  try {
    await loginAsAdmin(page, '/admin/messages');
    await page.getByPlaceholder('Search').fill(tag);
    for (const ref of refs) await expect(page.getByTestId(`message-row-${ref.id}`)).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(3);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const text = await readFile((await (await downloading).path())!, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).trimEnd().split('\r\n')).toHaveLength(4);
    expect(text).toContain('أم فيصل');
    expect(text).toContain(`'=cmd ${tag}`);
    expect(text).toContain("'+966500000002");

    await page.locator('.ant-table-thead input[type=checkbox]').check();
    const bar = page.getByTestId('bulk-bar');
    await expect(bar).toContainText('3 selected');
    await chooseOption(page, bar.getByRole('combobox', { name: 'Change status to...' }), 'Replied');
    await bar.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, '3 messages updated')).toBeVisible();
    const statuses = await eventually(
      () => Promise.all(refs.map(async (ref) => (await ref.get()).get('status'))),
      (values) => values.every((value) => value === 'replied'),
    );
    expect(statuses).toEqual(['replied', 'replied', 'replied']);
  } finally {
    await Promise.all(refs.map((ref) => ref.delete()));
  }
});
