import { describe, expect, it } from 'vitest';
import { versionedFileHandler, type VersionedFile } from './versionedFile';

// The handler's decisions with a stand-in request and response (the emulator tests, tests/functions/cvPdf
// and previewImage, cover the real functions end to end).
type Sent = { status: number; headers: Record<string, string>; body: unknown; location?: string };

function call(
  method: string,
  originalUrl: string,
  file: (refCode: string) => Promise<VersionedFile> = async () => ({
    href: '/x/MD-0101.pdf?lang=en&v=abc',
    make: async () => ({ headers: { 'Content-Type': 'application/pdf' }, body: Buffer.from('%PDF') }),
  }),
): Promise<Sent> {
  const sent: Sent = { status: 0, headers: {}, body: undefined };
  const response = {
    set(name: string | Record<string, string>, value?: string) {
      Object.assign(sent.headers, typeof name === 'string' ? { [name]: value } : name);
      return response;
    },
    status(code: number) {
      sent.status = code;
      return response;
    },
    type(value: string) {
      sent.headers['Content-Type'] = value;
      return response;
    },
    send(body: unknown) {
      sent.body = body;
      return response;
    },
    redirect(code: number, location: string) {
      sent.status = code;
      sent.location = location;
    },
  };
  const [path, query = ''] = originalUrl.split('?');
  const request = { method, path, originalUrl, query: Object.fromEntries(new URLSearchParams(query)) };
  const handler = versionedFileHandler({
    name: 'test',
    parse: (p: string) => (/^\/x\/(MD-\d{4})\.pdf$/.exec(p) ? { refCode: p.slice(3, 10) } : null),
    find: async (target) => (target.refCode === 'MD-0101' ? { id: 'w1' } : null),
    file: (target) => file(target.refCode),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- stand-ins for Express's request and response
  return Promise.resolve(handler(request as any, response as any)).then(() => sent);
}

describe('versionedFileHandler', () => {
  it('makes the file at its canonical address, and sends no body to HEAD', async () => {
    const get = await call('GET', '/x/MD-0101.pdf?lang=en&v=abc');
    expect(get).toMatchObject({ status: 200, headers: { 'Content-Type': 'application/pdf' } });
    expect(String(get.body)).toBe('%PDF');
    expect((await call('HEAD', '/x/MD-0101.pdf?lang=en&v=abc')).body).toBe('');
  });

  it('sends any other query to the canonical address, a minute on the CDN', async () => {
    for (const url of ['/x/MD-0101.pdf', '/x/MD-0101.pdf?lang=en', '/x/MD-0101.pdf?lang=en&v=abc&x=1']) {
      const sent = await call('GET', url);
      expect(sent, url).toMatchObject({ status: 301, location: '/x/MD-0101.pdf?lang=en&v=abc' });
      expect(sent.headers['Cache-Control']).toContain('s-maxage=60');
    }
  });

  it('answers 405 to other methods, 404 to another path or worker, 503 (not cached) when making fails', async () => {
    expect(await call('POST', '/x/MD-0101.pdf')).toMatchObject({ status: 405, headers: { Allow: 'GET, HEAD' } });
    expect((await call('GET', '/x/nothing')).status).toBe(404);
    expect((await call('GET', '/x/MD-0999.pdf')).status).toBe(404);
    const failed = await call('GET', '/x/MD-0101.pdf?lang=en&v=abc', async () => {
      throw new Error('drawing failed');
    });
    expect(failed).toMatchObject({ status: 503, headers: { 'Cache-Control': 'no-store' } });
  });
});
