// firebase.json sends the security headers on every Hosting response, and the CSP allows exactly the
// inline scripts the built pages carry (a changed inline script without a new hash would be blocked).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, parseCsp } from './cspLogic.ts';

interface HeaderRule {
  source: string;
  headers: { key: string; value: string }[];
}
const root = new URL('../../', import.meta.url).pathname;
const firebaseJson = JSON.parse(readFileSync(join(root, 'firebase.json'), 'utf8')) as {
  hosting: { headers: HeaderRule[] };
};
const everyResponse = firebaseJson.hosting.headers.find((rule) => rule.source === '**')?.headers ?? [];
const header = (key: string) => everyResponse.find((entry) => entry.key.toLowerCase() === key.toLowerCase())?.value;
const csp = parseCsp(header('Content-Security-Policy') ?? '');

function htmlFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? htmlFiles(join(dir, entry.name))
      : entry.name.endsWith('.html')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('security headers on every Hosting response', () => {
  it('sends nosniff, a referrer policy, HSTS and no framing', () => {
    expect(header('X-Content-Type-Options')).toBe('nosniff');
    expect(header('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(header('Strict-Transport-Security')).toMatch(/max-age=\d{8,}/);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('allows no inline or evaluated script, no plugins, no foreign base or form target', () => {
    const scripts = csp.get('script-src') ?? [];
    expect(scripts).toContain("'self'");
    for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'https:', 'http:', 'data:'])
      expect(scripts).not.toContain(unsafe);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'self'"]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
  });

  it('hashes every inline script of web/index.html and of every built page', () => {
    const pages = [join(root, 'web/index.html'), ...htmlFiles(join(root, 'web/dist'))];
    const allowed = csp.get('script-src') ?? [];
    for (const page of pages) {
      for (const hash of inlineScriptHashes(readFileSync(page, 'utf8'))) {
        expect(allowed, `${page}: add ${hash} to script-src in firebase.json`).toContain(hash);
      }
    }
  });
});

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts only', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/x.js"></script><script type="application/ld+json">{}</script>';
    expect(inlineScriptHashes(html)).toHaveLength(2);
    expect(inlineScriptHashes('<script>a()</script>')).not.toEqual(inlineScriptHashes('<script>a() </script>'));
  });
});
