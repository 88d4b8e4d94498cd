// Writes web/public/sitemap.xml and robots.txt for the public routes.
// Usage: node scripts/assets/write-sitemap.mjs [siteUrl]   (default http://127.0.0.1:5000, the local
// hosting emulator; run it with the production origin before a production build/deploy).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const site = (process.argv[2] ?? process.env.VITE_SITE_URL ?? 'http://127.0.0.1:5000').replace(/\/+$/, '');
const routes = [
  ['/', '1.0'],
  ['/maids-resume', '0.9'],
  ['/transfer-staff', '0.9'],
  ['/drivers-resume', '0.9'],
  ['/recruitment-process', '0.7'],
  ['/contact', '0.8'],
  ['/ratings', '0.6'],
  ['/help-center', '0.6'],
  ['/emergency-support', '0.6'],
  ['/about-us', '0.6'],
  ['/privacy-policy', '0.3'],
  ['/terms-of-service', '0.3'],
];
const entries = routes
  .map(
    ([route, priority]) => `  <url>
    <loc>${site}${route}</loc>
    <xhtml:link rel="alternate" hreflang="en" href="${site}${route}?lang=en"/>
    <xhtml:link rel="alternate" hreflang="ar" href="${site}${route}?lang=ar"/>
    <priority>${priority}</priority>
  </url>`,
  )
  .join('\n');
writeFileSync(
  path.join(root, 'web', 'public', 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${entries}
</urlset>
`,
);
writeFileSync(
  path.join(root, 'web', 'public', 'robots.txt'),
  `User-agent: *
Allow: /
Disallow: /admin

Sitemap: ${site}/sitemap.xml
`,
);
console.log(`sitemap.xml and robots.txt written for ${site}`);
