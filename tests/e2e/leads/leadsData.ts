// Seeded workers the leads specs use, found through the Admin SDK (the seed is deterministic).
import { expect, type Locator, type Page } from '@playwright/test';
import { seededRefCodes } from '../../fixtures/staff.ts';
import { adminDb, eventually } from '../../support/adminSdk.ts';

/**
 * The staff cards on a list page that show seeded workers, in page order. The admin specs running
 * meanwhile add workers (newest first on the page), then deactivate and delete them.
 */
export async function seededCards(
  page: Page,
  count: number,
): Promise<{ codes: string[]; card: (code: string) => Locator }> {
  const cards = page.getByTestId('staff-card');
  await expect(cards.first()).toBeVisible();
  const seeded = seededRefCodes();
  const shown = await cards.evaluateAll((elements) =>
    elements.map((element) => element.getAttribute('data-ref-code') ?? ''),
  );
  const codes = shown.filter((code) => seeded.has(code)).slice(0, count);
  expect(codes, `${count} seeded workers on the first page`).toHaveLength(count);
  return { codes, card: (code: string) => page.locator(`[data-testid="staff-card"][data-ref-code="${code}"]`) };
}

/** Opens the English maids list and, from the first seeded worker's card, its profile; that worker's refCode. */
export async function openSeededProfile(page: Page): Promise<string> {
  await page.goto('/maids-resume?lang=en');
  const {
    codes: [refCode],
    card,
  } = await seededCards(page, 1);
  await card(refCode!).getByTestId('staff-profile-link').click();
  return refCode!;
}

export async function activeRefCodes(type: string, count: number): Promise<string[]> {
  const snapshot = await adminDb().collection('staff').where('status', '==', 'active').where('type', '==', type).get();
  const codes = snapshot.docs.map((doc) => doc.get('refCode') as string).sort();
  if (codes.length < count) throw new Error(`Only ${codes.length} active ${type} in the seed`);
  return codes.slice(0, count);
}

export async function inactiveRefCode(): Promise<string> {
  const snapshot = await adminDb().collection('staff').where('status', '==', 'inactive').limit(1).get();
  const doc = snapshot.docs[0];
  if (!doc) throw new Error('No inactive worker in the seed');
  return doc.get('refCode') as string;
}

export async function staffDocByRef(refCode: string) {
  const snapshot = await adminDb().collection('staff').where('refCode', '==', refCode).limit(1).get();
  const doc = snapshot.docs[0];
  if (!doc) throw new Error(`No worker ${refCode}`);
  return doc.ref;
}

/**
 * Visitors read the worker's public view, which the onStaffPublicView trigger writes a moment after a
 * staff write (decision 021): waits until the view passes `accept`.
 */
export async function untilPublicView(
  staffRef: { id: string },
  accept: (view: Record<string, unknown> | undefined) => boolean,
): Promise<void> {
  const view = await eventually(async () => (await adminDb().doc(`publicStaff/${staffRef.id}`).get()).data(), accept);
  if (!accept(view)) throw new Error(`publicStaff/${staffRef.id} did not follow the staff write`);
}
