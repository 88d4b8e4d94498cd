#!/usr/bin/env node
// The hero bytes a phone downloads (issue 38, docs/decisions/033-responsive-hero.md): Chromium as a
// 390 x 844 phone at device pixel ratio 3 (and, for comparison, a 1366 x 768 laptop at 1) opens the home
// hero's markup before (one <img>, one plain preload) and after (the <picture> and the preloads the
// pre-renderer writes, built by the site's own heroPictureFor/heroPreloads) and counts the image bytes
// that arrive. Two pictures: the bundled default hero, and a synthetic 3000 x 2000 photo-like upload (the
// default enlarged with grain; the office's uploads are phone photos of 1-3 MB) made into variants by the
// upload function's encoder. No emulator: a static server over web/public and a temporary folder.
// Usage: node scripts/bench/heroBytes.mjs   (writes bench-results/hero-bytes.json)
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { build } from 'rolldown';
import { chromiumArgs, resolveBrowser } from '../lib/browser.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const publicDir = path.join(root, 'web/public');
const cache = path.join(root, 'node_modules/.cache');
mkdirSync(cache, { recursive: true });
const temp = mkdtempSync(path.join(cache, 'hero-bytes-'));

/** The site's and the function's own code, bundled from TypeScript (sharp left outside). */
async function siteCode() {
  const entry = path.join(temp, 'entry.ts');
  writeFileSync(
    entry,
    `export { heroPictureFor } from ${JSON.stringify(path.join(root, 'web/src/site/home/heroSources.ts'))};
export { heroPreloads, heroPicture } from '@household/model';
export { encodeHeroVariants } from ${JSON.stringify(path.join(root, 'functions/src/heroImage/heroVariants.ts'))};`,
  );
  const file = path.join(temp, 'site.mjs');
  await build({
    input: entry,
    platform: 'node',
    external: ['sharp'],
    output: { file, format: 'esm' },
    logLevel: 'silent',
  });
  return import(pathToFileURL(file).href);
}

const escape = (value) => String(value).replaceAll('&', '&amp;').replaceAll('"', '&quot;');
const attrs = (pairs) =>
  Object.entries(pairs)
    .filter(([, value]) => typeof value === 'string')
    .map(([name, value]) => ` ${name}="${escape(value)}"`)
    .join('');

// The hero band as home.css lays it out (full width, at least min(34rem, 78vh) tall, the picture covering).
const style = `<style>body{margin:0}.hero{position:relative;min-block-size:min(34rem,78vh);padding-block:4rem;overflow:hidden}
.hero__image{position:absolute;inset:0;inline-size:100%;block-size:100%;object-fit:cover}h1{position:relative;block-size:20rem}</style>`;
const page = (head, body) =>
  `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${head}${style}</head><body><section class="hero">${body}<h1>Hero</h1></section></body></html>`;

function beforePage(src) {
  return page(
    `<link rel="preload" as="image" href="${escape(src)}" fetchpriority="high">`,
    `<img class="hero__image" src="${escape(src)}" alt="" width="1280" height="560" fetchpriority="high">`,
  );
}

function afterPage(site, picture) {
  const preloads = site
    .heroPreloads(picture)
    .map(
      (p) =>
        `<link rel="preload" as="image"${attrs({ href: p.href, fetchpriority: 'high', imagesrcset: p.imageSrcSet, imagesizes: p.imageSizes, type: p.type, media: p.media })}>`,
    )
    .join('');
  const sources = picture.sources
    .map((s) => `<source${attrs({ type: s.type, media: s.media, srcset: s.srcSet, sizes: s.sizes })}>`)
    .join('');
  const img = `<img class="hero__image"${attrs({ src: picture.img.src, srcset: picture.img.srcSet, sizes: picture.img.sizes })} alt="" width="1280" height="560" fetchpriority="high">`;
  return page(preloads, `<picture>${sources}${img}</picture>`);
}

const types = { '.jpg': 'image/jpeg', '.avif': 'image/avif', '.html': 'text/html; charset=utf-8' };

async function main() {
  const site = await siteCode();
  // The synthetic upload and its variants, as the function would store them.
  const uploadDir = path.join(temp, 'upload');
  mkdirSync(uploadDir);
  const grain = await sharp({
    create: { width: 3000, height: 2000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 24 } },
  })
    .blur(0.6)
    .png()
    .toBuffer();
  const upload = await sharp(readFileSync(path.join(publicDir, 'media/defaults/hero.jpg')))
    .resize(3000, 2000, { fit: 'cover' })
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 85 })
    .toBuffer();
  writeFileSync(path.join(uploadDir, 'hero-upload.jpg'), upload);
  const variants = [];
  for (const { size, format, data } of await site.encodeHeroVariants(upload)) {
    const name = `hero-upload-${size.crop}-${size.width}.${format === 'jpeg' ? 'jpg' : 'avif'}`;
    writeFileSync(path.join(uploadDir, name), data);
    variants.push({ path: `page-images/variants/${name}`, url: `/upload/${name}`, ...size, format });
  }
  const uploadedUrl = '/upload/hero-upload.jpg';
  const pages = {
    'default-before': beforePage('/media/defaults/hero.jpg'),
    'default-after': afterPage(site, site.heroPictureFor('/media/defaults/hero.jpg', null)),
    'upload-before': beforePage(uploadedUrl),
    'upload-after': afterPage(site, site.heroPictureFor(uploadedUrl, { source: uploadedUrl, variants })),
  };

  const server = createServer((request, response) => {
    const pathname = new URL(request.url, 'http://x').pathname;
    const file = pathname.startsWith('/page/')
      ? null
      : pathname.startsWith('/upload/')
        ? path.join(uploadDir, path.basename(pathname))
        : path.join(publicDir, path.normalize(pathname));
    try {
      const body = file ? readFileSync(file) : Buffer.from(pages[pathname.slice('/page/'.length)]);
      response.writeHead(200, {
        'content-type': file ? (types[path.extname(file)] ?? 'application/octet-stream') : types['.html'],
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;

  const browser = await chromium.launch({ executablePath: (await resolveBrowser()).path, args: chromiumArgs });
  const devices = {
    'phone 390x844 @3x': {
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    },
    'laptop 1366x768 @1x': { viewport: { width: 1366, height: 768 }, deviceScaleFactor: 1 },
  };
  const results = [];
  try {
    for (const [device, options] of Object.entries(devices)) {
      for (const name of Object.keys(pages)) {
        const context = await browser.newContext(options);
        const tab = await context.newPage();
        const images = [];
        tab.on('requestfinished', async (request) => {
          if (request.resourceType() !== 'image') return;
          const sizes = await request.sizes();
          images.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
        });
        await tab.goto(`${origin}/page/${name}`, { waitUntil: 'load' });
        await tab.waitForLoadState('networkidle');
        const drawn = await tab.$eval('.hero__image', (img) => ({
          current: new URL(img.currentSrc).pathname,
          cssWidth: Math.round(img.getBoundingClientRect().width),
          cssHeight: Math.round(img.getBoundingClientRect().height),
        }));
        await context.close();
        const bytes = images.reduce((sum, image) => sum + image.bytes, 0);
        results.push({
          device,
          page: name,
          bytes,
          files: images.map((image) => `${image.url} ${image.bytes}`),
          ...drawn,
        });
        console.log(
          `${device.padEnd(20)} ${name.padEnd(15)} ${String(bytes).padStart(8)} bytes  shows ${drawn.current} in a ${drawn.cssWidth}x${drawn.cssHeight} band; fetched: ${images.map((image) => path.basename(image.url)).join(', ')}`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
  const out = path.join(root, 'bench-results');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    path.join(out, 'hero-bytes.json'),
    `${JSON.stringify({ date: new Date().toISOString(), uploadBytes: upload.length, results }, null, 2)}\n`,
  );
  console.log(`synthetic upload: ${upload.length} bytes; written bench-results/hero-bytes.json`);
}

try {
  await main();
} finally {
  rmSync(temp, { recursive: true, force: true });
}
