// Types for browser.mjs (imported by tests/playwright.config.ts and tests/unit/browser.test.ts).
export type BrowserFound = { path: string; source: 'CHROME_PATH' | 'system' | 'package' };
export type BrowserLookup = BrowserFound | { error: string };
export declare const chromiumArgs: string[];
export declare const headlessShellPaths: string[];
export declare const systemPaths: string[];
export declare const systemNames: string[];
export declare const noBrowserMessage: string;
export declare function findBrowser(checks: {
  env: Record<string, string | undefined>;
  isExecutable: (file: string) => boolean;
  onPath: (name: string) => string | null;
  packaged: () => Promise<string | null> | string | null;
  headless?: boolean;
}): Promise<BrowserLookup>;
export declare function resolveBrowser(
  env?: Record<string, string | undefined>,
  options?: { headless?: boolean },
): Promise<BrowserLookup>;
