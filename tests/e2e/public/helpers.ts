import type { Language } from '@household/model';
// Shared helpers of the public-site specs.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/src/locales');

type Tree = { [key: string]: string | Tree };

/** The shipped translations, read from the web app's locale files. */
export function locale(language: Language, namespace: 'common' | 'public' | 'admin'): Tree {
  return JSON.parse(readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')) as Tree;
}

/** A translation by dotted key, e.g. tr('ar', 'public', 'about.title'). */
export function tr(language: Language, namespace: 'common' | 'public' | 'admin', key: string): string {
  let node: string | Tree | undefined = locale(language, namespace);
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  if (typeof node !== 'string') throw new Error(`No translation ${language}:${namespace}:${key}`);
  return node;
}

/**
 * Fails when the visible text holds something that looks like an untranslated i18next key
 * (`section.key`). E-mail addresses, URLs and host names are removed first.
 */
export async function expectNoTranslationKeys(page: Page): Promise<void> {
  const text = await page.locator('body').innerText();
  const cleaned = text
    .replace(/\S+@\S+/g, ' ')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\b[\w-]+\.(?:example|local|com|sa|me)\b/g, ' ');
  const leaks = cleaned.match(/\b[a-z]+\.[a-zA-Z]+\b/g) ?? [];
  expect(leaks, `untranslated keys on ${page.url()}`).toEqual([]);
}

/**
 * Records window.open calls instead of opening tabs (wa.me is not reachable offline). The fake tab
 * records where the page points it later (the WhatsApp hand-off opens an empty tab inside the click,
 * then sets its location once the save settles): the recorded URL is the last one.
 */
export async function captureWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: string[][] = [];
    (window as unknown as { __opened: string[][] }).__opened = calls;
    window.open = ((...args: unknown[]) => {
      const call = args.map(String);
      calls.push(call);
      return {
        closed: false,
        opener: window,
        close() {
          this.closed = true;
        },
        location: {
          get href() {
            return call[0] ?? '';
          },
          set href(url: string) {
            call[0] = url;
          },
        },
      };
    }) as unknown as typeof window.open;
  });
}

export async function openedUrls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { __opened?: string[][] }).__opened ?? []).map((call) => call[0] ?? ''),
  );
}

/**
 * Waits until the app has hydrated the pre-rendered page (`<html data-app="ready">`, set by the app; see
 * web/src/site/early/earlyClicks.ts). Only for checks of what the app adds (keyboard handling of the
 * menus, live updates): a visitor's taps work before it.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
}
