import { describe, expect, it } from 'vitest';
import { findBrowser, noBrowserMessage } from '../../scripts/lib/browser.mjs';

/** A machine with these executables, these names on PATH, and maybe a packaged browser. */
function machine(files: string[], pathNames: Record<string, string> = {}, bundled: string | null = null) {
  const asked: string[] = [];
  return {
    asked,
    isExecutable: (file: string) => files.includes(file),
    onPath: (name: string) => pathNames[name] ?? null,
    packaged: async () => {
      asked.push('package');
      return bundled;
    },
  };
}

describe('browser lookup order', () => {
  it('takes CHROME_PATH first, even when a system browser exists', async () => {
    const m = machine(['/opt/mine/chrome', '/usr/bin/chromium'], {}, '/tmp/chromium');
    expect(await findBrowser({ env: { CHROME_PATH: '/opt/mine/chrome' }, ...m })).toEqual({
      path: '/opt/mine/chrome',
      source: 'CHROME_PATH',
    });
    expect(m.asked).toEqual([]);
  });

  it('reports a CHROME_PATH that points nowhere instead of silently using another browser', async () => {
    const m = machine(['/usr/bin/chromium']);
    const found = await findBrowser({ env: { CHROME_PATH: '/nope/chrome' }, ...m });
    expect(found).toEqual({ error: expect.stringContaining('CHROME_PATH is set to /nope/chrome') });
  });

  it('prefers /usr/bin/chromium over Chrome and over the packaged browser, without unpacking it', async () => {
    const m = machine(['/usr/bin/google-chrome', '/usr/bin/chromium'], {}, '/tmp/chromium');
    expect(await findBrowser({ env: {}, ...m })).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    expect(m.asked).toEqual([]);
  });

  it('for the specs, takes the headless shell before the full browser, and the full browser without it', async () => {
    const both = machine(['/usr/bin/chromium', '/usr/lib/chromium/chromium-headless-shell'], {}, '/tmp/chromium');
    expect(await findBrowser({ env: {}, ...both, headless: true })).toEqual({
      path: '/usr/lib/chromium/chromium-headless-shell',
      source: 'system',
    });
    expect(await findBrowser({ env: {}, ...both })).toEqual({ path: '/usr/bin/chromium', source: 'system' });
    const fullOnly = machine(['/usr/bin/chromium'], {}, '/tmp/chromium');
    expect(await findBrowser({ env: {}, ...fullOnly, headless: true })).toEqual({
      path: '/usr/bin/chromium',
      source: 'system',
    });
    expect(both.asked).toEqual([]);
  });

  it('finds a browser by name on PATH when no standard path exists', async () => {
    const m = machine([], { 'google-chrome': '/home/me/bin/google-chrome' }, '/tmp/chromium');
    expect(await findBrowser({ env: {}, ...m })).toEqual({ path: '/home/me/bin/google-chrome', source: 'system' });
  });

  it('falls back to the packaged Chromium when the machine has none', async () => {
    const m = machine(['/tmp/chromium'], {}, '/tmp/chromium');
    expect(await findBrowser({ env: {}, ...m })).toEqual({ path: '/tmp/chromium', source: 'package' });
  });

  it('skips the system browsers with BROWSER_SKIP_SYSTEM=1', async () => {
    const m = machine(['/usr/bin/chromium', '/tmp/chromium'], { chromium: '/usr/bin/chromium' }, '/tmp/chromium');
    expect(await findBrowser({ env: { BROWSER_SKIP_SYSTEM: '1' }, ...m })).toEqual({
      path: '/tmp/chromium',
      source: 'package',
    });
  });

  it('gives one line naming the fix when there is no browser at all', async () => {
    const none = await findBrowser({ env: {}, ...machine([]) });
    expect(none).toEqual({ error: noBrowserMessage });
    expect(noBrowserMessage).not.toContain('\n');
    expect(noBrowserMessage).toMatch(/npm install|CHROME_PATH/);
    const unpackable = await findBrowser({ env: {}, ...machine([], {}, '/tmp/chromium') });
    expect(unpackable).toEqual({ error: noBrowserMessage });
  });
});
