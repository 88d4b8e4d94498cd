// The bench's production-like server (scripts/bench/prodServer.mjs) serves the same site over HTTP/1.1 and,
// for the browser measurements, over HTTP/2 with TLS (as Firebase Hosting serves browsers): firebase.json's
// headers, compression, one CDN cache for both listeners.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the bench scripts, without types
import { startProdServer } from '../../scripts/bench/prodServer.mjs';

const hasOpenssl = (() => {
  try {
    execFileSync('openssl', ['version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
if (!hasOpenssl) console.log('prodServer.test.ts: the HTTP/2 case is skipped, openssl is not installed');

const page = `<!doctype html><html><body>${'<p>A page of the site.</p>'.repeat(40)}</body></html>`;
let root: string;
let server: { url: string; secureUrl: string | null; close: () => Promise<void> };

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'prod-server-test-'));
  mkdirSync(path.join(root, 'site'));
  writeFileSync(path.join(root, 'site', 'page.html'), page);
  const headers = [{ source: '/page.html', headers: [{ key: 'Cache-Control', value: 'no-cache' }] }];
  writeFileSync(
    path.join(root, 'firebase.json'),
    JSON.stringify({ hosting: { public: 'site', headers, rewrites: [] } }),
  );
  server = await startProdServer({ root, port: 5491, securePort: 5492, functionsOrigin: 'http://127.0.0.1:9' });
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

describe('prodServer', () => {
  it('serves a file over HTTP/1.1 with its firebase.json headers, compressed', async () => {
    const response = await fetch(`${server.url}/page.html`, { headers: { 'accept-encoding': 'br' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.text()).toBe(page);
  });

  it.skipIf(!hasOpenssl)('serves the same file over HTTP/2 with TLS on the second port', async () => {
    expect(server.secureUrl).toBe('https://127.0.0.1:5492');
    const session = connect(server.secureUrl!, { rejectUnauthorized: false });
    try {
      const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: Buffer }>(
        (resolve, reject) => {
          const stream = session.request({ ':path': '/page.html', 'accept-encoding': 'br' });
          const chunks: Buffer[] = [];
          let responseHeaders: Record<string, unknown> = {};
          stream.on('response', (h) => (responseHeaders = h));
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve({ headers: responseHeaders, body: Buffer.concat(chunks) }));
          stream.on('error', reject);
        },
      );
      expect(session.alpnProtocol).toBe('h2');
      expect(headers[':status']).toBe(200);
      expect(headers['content-encoding']).toBe('br');
      expect(headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(body).toString()).toBe(page);
    } finally {
      session.close();
    }
  });
});
