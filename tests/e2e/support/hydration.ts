// Hydration mismatches (React throws the server's HTML away and renders again): what React reports on the
// console or throws, recorded from now on. The hydration spec and the truth sweep (every public page) use it.
import type { Page } from '@playwright/test';

/** The page's hydration errors so far (the array fills as they come). */
export function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  const watch = (text: string) => {
    if (/hydrat|Minified React error #(418|423|425)/i.test(text)) errors.push(`${page.url()}: ${text}`);
  };
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') watch(message.text());
  });
  page.on('pageerror', (error) => watch(error.message));
  return errors;
}
