// A pre-rendered page carries only the rules its markup uses (docs/decisions/036-critical-css.md). Proved
// here in the browser, against the whole stylesheet: the page drawn from its inline rules alone (its
// scripts blocked, so nothing else arrives) has the computed style of every element and pseudo-element
// that the same page has once the rest of the rules is added. Then, with its scripts, the app loads the
// rest before it is ready.
import { expect, test, type Page } from '../support/visitor.ts';

/**
 * Every computed property of every element and of its ::before/::after (where it has content), as one
 * text per element, kept in the page: `compare` then returns only the differences (a whole page's styles
 * are about a million values, too many to send to the test).
 */
async function recordStyles(page: Page, compare: boolean): Promise<string[]> {
  return page.evaluate((compareWithRecorded) => {
    const win = window as unknown as { recordedStyles?: Map<Element, string> };
    const current = new Map<Element, string>();
    for (const element of [document.documentElement, ...Array.from(document.body.querySelectorAll('*'))]) {
      let text = '';
      for (const pseudo of [null, '::before', '::after']) {
        const style = getComputedStyle(element, pseudo);
        if (pseudo && (style.content === 'none' || style.content === 'normal')) continue;
        text += `${pseudo ?? ''}{`;
        for (let i = 0; i < style.length; i += 1) {
          const name = style.item(i);
          text += `${name}:${style.getPropertyValue(name)};`;
        }
        text += '}';
      }
      current.set(element, text);
    }
    if (!compareWithRecorded) {
      win.recordedStyles = current;
      return [];
    }
    const differences: string[] = [];
    for (const [element, text] of current) {
      const before = win.recordedStyles?.get(element);
      if (before === text) continue;
      const a = (before ?? '').split(';');
      const b = text.split(';');
      const changed = b.filter((part) => !a.includes(part)).slice(0, 3);
      differences.push(
        `${element.tagName.toLowerCase()}.${Array.from(element.classList).join('.')}: ${changed.join('; ')}`,
      );
    }
    return differences;
  }, compare);
}

const pages = [
  { path: '/?lang=ar', viewport: { width: 390, height: 844 } },
  { path: '/maids-resume?lang=ar', viewport: { width: 390, height: 844 } },
  { path: '/workers/MD-0101?lang=en', viewport: { width: 1280, height: 800 } },
  { path: '/costs?lang=en&theme=dark', viewport: { width: 390, height: 844 } },
  { path: '/contact?lang=en', viewport: { width: 1280, height: 800 } },
];

for (const { path, viewport } of pages) {
  test(`${path} at ${viewport.width}px: the inline rules alone style the page as the whole sheet does`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    // The page's module scripts are not fetched: no early layer, no app, no rules file.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(path);
    const critical = page.locator('style[data-critical]');
    await expect(critical).toHaveCount(1);
    const rulesHref = await critical.getAttribute('data-critical');
    expect(rulesHref).toMatch(/^\/assets\/rules-[0-9a-f]+\.css$/);
    expect(await page.locator('link[rel=stylesheet]').count()).toBe(0);

    await recordStyles(page, false);
    await page.addStyleTag({ url: rulesHref ?? '' });
    const differences = await recordStyles(page, true);
    expect(differences.slice(0, 20)).toEqual([]);
    // The inline rules are a part of the sheet, not all of it.
    const sizes = await page.evaluate(
      (href) => ({
        inline: document.querySelector('style[data-critical]')?.textContent?.length ?? 0,
        file: Array.from(document.styleSheets).find((sheet) => sheet.href?.endsWith(href))?.cssRules.length ?? 0,
        inlineRules:
          Array.from(document.styleSheets).find((sheet) => sheet.ownerNode instanceof HTMLStyleElement)?.cssRules
            .length ?? 0,
      }),
      rulesHref ?? '',
    );
    expect(sizes.inline).toBeGreaterThan(0);
    expect(sizes.inlineRules).toBeLessThan(sizes.file);
  });
}

test('the app loads the rest of the rules, right after the inline ones, before it says it is ready', async ({
  page,
}) => {
  await page.goto('/maids-resume?lang=en');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  const loaded = await page.evaluate(() => {
    const inline = document.querySelector('style[data-critical]');
    const next = inline?.nextElementSibling;
    return next instanceof HTMLLinkElement && next.rel === 'stylesheet'
      ? {
          href: next.getAttribute('href'),
          rules: next.sheet?.cssRules.length ?? 0,
          marked: inline?.getAttribute('data-critical'),
        }
      : null;
  });
  expect(loaded?.href).toBe(loaded?.marked);
  expect(loaded?.rules ?? 0).toBeGreaterThan(100);
});
