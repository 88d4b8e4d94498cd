// "On screen and on top": how every fixed control (the floating WhatsApp button, the sticky header, the
// menu) is checked. A link that exists but sits below the fold, or under another layer, is no use to a
// visitor; checking its href alone missed that (issue 40).
import { expect, type Locator } from '@playwright/test';

/**
 * Fails unless the element lies wholly inside the viewport and is the element (or holds the element) a
 * tap at its centre would hit.
 */
export async function expectOnScreenAndOnTop(control: Locator, what: string): Promise<void> {
  await expect(control, `${what} is rendered`).toBeVisible();
  const seen = await control.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inside =
      box.width > 0 &&
      box.height > 0 &&
      box.left >= 0 &&
      box.top >= 0 &&
      box.right <= window.innerWidth &&
      box.bottom <= window.innerHeight;
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return {
      inside,
      onTop: !!hit && element.contains(hit),
      box: `${Math.round(box.left)},${Math.round(box.top)} ${Math.round(box.width)}x${Math.round(box.height)} in ${window.innerWidth}x${window.innerHeight}`,
      hit: hit ? `${hit.tagName.toLowerCase()}.${hit.className.toString().split(' ').join('.')}` : 'nothing',
    };
  });
  expect(seen.inside, `${what} inside the viewport (${seen.box})`).toBe(true);
  expect(seen.onTop, `${what} hit at its centre (hit ${seen.hit})`).toBe(true);
}
