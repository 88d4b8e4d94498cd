// A local stand-in for Firebase Hosting as production serves the site, for Lighthouse (npm run bench):
// firebase.json's static files, cleanUrls, headers and rewrites, with the function rewrites proxied to
// the Functions emulator, and every text response compressed (brotli when the browser accepts it, else
// gzip), as the Hosting CDN does. The Hosting emulator serves uncompressed, which production never does.
// Function answers are kept for their `s-maxage` like the CDN keeps them (key: URL and __session), so a
// measured page view is what a visitor gets once anybody has opened the page in that time;
// `cdnStats` counts the hits and the function's time on each miss.
// Also serves /__bench/reference.html: a static page with the same hero image (the LCP yardstick).
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.pdf': 'application/pdf',
};
const compressible = /^(text\/|application\/(json|xml|javascript)|image\/svg)/;

/** A Hosting glob (`**`, `*`, `@(a|b)`) as a regular expression over the request path. */
export function globToRegExp(glob) {
  let source = '';
  for (let i = 0; i < glob.length; i += 1) {
    const char = glob[i];
    if (char === '*' && glob[i + 1] === '*') {
      source += '.*';
      i += 1;
      if (glob[i + 1] === '/') {
        i += 1;
        source += '(?:/)?';
      }
    } else if (char === '*') source += '[^/]*';
    else if (char === '@' && glob[i + 1] === '(') {
      const end = glob.indexOf(')', i);
      source += `(?:${glob
        .slice(i + 2, end)
        .split('|')
        .map((part) => part.replace(/[.+?^${}()[\]\\]/g, '\\$&'))
        .join('|')})`;
      i = end;
    } else source += char.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${source.startsWith('/') || source.startsWith('.*') ? '' : '/'}${source}$`);
}

const cache = new Map();
function compressed(body, encoding, key) {
  const cacheKey = key ? `${encoding}:${key}` : null;
  if (cacheKey && cache.has(cacheKey)) return cache.get(cacheKey);
  const out =
    encoding === 'br'
      ? brotliCompressSync(body, {
          params: { [constants.BROTLI_PARAM_QUALITY]: key ? 11 : 5, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
        })
      : gzipSync(body, { level: key ? 9 : 6 });
  if (cacheKey) cache.set(cacheKey, out);
  return out;
}

export function referencePage(heroPath) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Reference</title><meta name="description" content="Static reference page with the hero image.">
<link rel="preload" as="image" href="${heroPath}" fetchpriority="high">
<style>body{margin:0;font-family:system-ui,sans-serif}header{height:64px;display:flex;align-items:center;padding:0 16px;border-bottom:1px solid #ddd}
.hero{position:relative;min-height:420px;display:grid;place-items:center;color:#fff;text-align:center}.hero img{position:absolute;inset:0;width:100%;height:100%;object-fit:cover;z-index:-1}
h1{font-size:2rem;margin:0 16px}</style></head><body><header><strong>Household Staff</strong></header>
<main><section class="hero"><img src="${heroPath}" alt="" width="1280" height="560" fetchpriority="high"><h1>Household workers recruitment and transfer of services in Riyadh</h1></section>
<p style="padding:16px">A static page: no JavaScript, one stylesheet inline, the same hero image as the home page.</p></main></body></html>`;
}

/**
 * A throwaway self-signed certificate for 127.0.0.1 (openssl), for the HTTP/2 listener; null without openssl.
 */
function selfSignedCertificate() {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-tls-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2']
        .concat(['-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')])
        .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1']),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } catch {
    return null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Starts the server; `functionsOrigin` is e.g. http://127.0.0.1:5001/demo-household-staff/us-central1.
 * Answers { url, secureUrl, close, cdnStats }. With `securePort`, the same site (and the same CDN cache) is
 * also served over HTTP/2 with TLS, as Firebase Hosting serves browsers: one connection carries every
 * request, so a browser measurement does not depend on whether Chromium opened a second HTTP/1.1
 * connection for the hero (a round trip more or less in Lighthouse's simulation). `secureUrl` is null
 * when openssl is missing; the browser needs --ignore-certificate-errors (the certificate is self-signed).
 */
export async function startProdServer({
  root,
  port = 5055,
  securePort = null,
  functionsOrigin,
  heroPath = '/media/defaults/hero.jpg',
  // The CDN's clock: the cost-of-a-visit replay (visitCost.mjs) spreads its views over simulated hours.
  now = Date.now,
}) {
  const hosting = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')).hosting;
  // A copy of the build taken now: another build of web/dist during the measurement (a shared
  // machine) would otherwise change the asset names under the running pages.
  const publicDir = mkdtempSync(path.join(tmpdir(), 'bench-public-'));
  cpSync(path.join(root, hosting.public), publicDir, { recursive: true });
  const headerRules = hosting.headers.map((rule) => ({ test: globToRegExp(rule.source), headers: rule.headers }));
  const rewrites = hosting.rewrites.map((rule) => ({ ...rule, test: globToRegExp(rule.source) }));

  function staticFile(pathname) {
    const candidates = [
      pathname,
      ...(hosting.cleanUrls ? [`${pathname}.html`] : []),
      path.posix.join(pathname, 'index.html'),
    ];
    for (const candidate of candidates) {
      const file = path.join(publicDir, path.posix.normalize(candidate));
      if (file.startsWith(publicDir) && existsSync(file) && statSync(file).isFile()) return file;
    }
    return null;
  }

  function send(request, response, status, headers, body, cacheKey) {
    const all = {};
    for (const rule of headerRules)
      if (rule.test.test(request.pathname)) for (const { key, value } of rule.headers) all[key] = value;
    Object.assign(all, headers);
    const accept = request.headers['accept-encoding'] ?? '';
    const type = all['Content-Type'] ?? all['content-type'] ?? '';
    let payload = body;
    if (compressible.test(type) && body.length > 256) {
      const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null;
      if (encoding) {
        payload = compressed(body, encoding, cacheKey);
        all['Content-Encoding'] = encoding;
        all.Vary = 'Accept-Encoding';
      }
    }
    all['Content-Length'] = payload.length;
    response.writeHead(status, all);
    response.end(request.method === 'HEAD' ? undefined : payload);
  }

  const cdn = new Map();
  const inFlight = new Map();
  const cdnStats = { hits: 0, misses: [] };
  const handle = async (request, response) => {
    try {
      const url = new URL(request.url, 'http://localhost');
      request.pathname = decodeURIComponent(url.pathname);
      if (request.pathname === '/__bench/reference.html') {
        return send(
          request,
          response,
          200,
          { 'Content-Type': types['.html'], 'Cache-Control': 'no-cache' },
          Buffer.from(referencePage(heroPath)),
          'reference',
        );
      }
      const redirect = (hosting.redirects ?? []).find((rule) => globToRegExp(rule.source).test(request.pathname));
      if (redirect) {
        response.writeHead(redirect.type ?? 301, { Location: redirect.destination });
        return response.end();
      }
      const file = staticFile(request.pathname);
      if (file) {
        return send(
          request,
          response,
          200,
          { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' },
          readFileSync(file),
          file,
        );
      }
      const rewrite = rewrites.find((rule) => rule.test.test(request.pathname));
      if (rewrite?.destination) {
        return send(
          request,
          response,
          200,
          { 'Content-Type': types['.html'] },
          readFileSync(path.join(publicDir, rewrite.destination)),
          rewrite.destination,
        );
      }
      if (rewrite?.function) {
        // The Hosting CDN keeps a function's answer for its `s-maxage`, keyed by the URL and the
        // __session cookie (the only cookie Hosting forwards); a page view within that time is
        // served from the cache, without calling the function.
        const session = /(?:^|;\s*)__session=([^;]*)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
        const cdnKey = `${url.pathname}${url.search}\u0000${session}`;
        const hit = cdn.get(cdnKey);
        if (hit && hit.expires > now()) {
          cdnStats.hits += 1;
          return send(request, response, hit.status, hit.headers, hit.body, `cdn:${cdnKey}:${hit.expires}`);
        }
        // Requests for a key already being fetched wait for that one answer (the CDN's request
        // collapsing), so a crowd on one page starts one render, not one per phone.
        const fetching = inFlight.get(cdnKey);
        if (fetching) {
          const shared = await fetching;
          cdnStats.hits += 1;
          return send(request, response, shared.status, shared.headers, shared.body, null);
        }
        const target = `${functionsOrigin}/${rewrite.function.functionId}${url.pathname}${url.search}`;
        const answer = (async () => {
          const started = Date.now();
          const upstream = await fetch(target, {
            headers: session ? { cookie: `__session=${session}` } : {},
            redirect: 'manual',
          });
          const headers = {};
          for (const [key, value] of upstream.headers)
            if (!['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive'].includes(key))
              headers[key] = value;
          const body = Buffer.from(await upstream.arrayBuffer());
          // Documents the function read (renderPage's X-Documents-Read, sent only under the emulator).
          const reads = upstream.headers.get('x-documents-read');
          cdnStats.misses.push({
            path: `${url.pathname}${url.search}`,
            ms: Date.now() - started,
            function: rewrite.function.functionId,
            reads: reads === null ? null : Number(reads),
          });
          const sMaxAge = Number(/s-maxage=(\d+)/.exec(upstream.headers.get('cache-control') ?? '')?.[1] ?? 0);
          if (sMaxAge > 0 && !/private|no-store/.test(upstream.headers.get('cache-control') ?? '')) {
            cdn.set(cdnKey, { status: upstream.status, headers, body, expires: now() + sMaxAge * 1000 });
          }
          return { status: upstream.status, headers, body };
        })();
        inFlight.set(cdnKey, answer);
        let fetched;
        try {
          fetched = await answer;
        } finally {
          inFlight.delete(cdnKey);
        }
        const { headers, body } = fetched;
        return send(request, response, fetched.status, headers, body, null);
      }
      send(request, response, 404, { 'Content-Type': types['.txt'] }, Buffer.from('Not found'), null);
    } catch (error) {
      response.writeHead(500, { 'Content-Type': 'text/plain' });
      response.end(String(error));
    }
  };
  const server = createServer(handle);
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  const certificate = securePort ? selfSignedCertificate() : null;
  const secure = certificate ? createSecureServer({ ...certificate, allowHTTP1: true }, handle) : null;
  if (secure) await new Promise((resolve) => secure.listen(securePort, '127.0.0.1', resolve));
  const close = async () => {
    await new Promise((resolve) => server.close(resolve));
    if (secure) await new Promise((resolve) => secure.close(resolve));
    rmSync(publicDir, { recursive: true, force: true });
  };
  return {
    url: `http://127.0.0.1:${port}`,
    secureUrl: secure ? `https://127.0.0.1:${securePort}` : null,
    close,
    cdnStats,
  };
}
