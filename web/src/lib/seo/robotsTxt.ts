/**
 * robots.txt, written into the build by vite.config.ts from the build's `VITE_SITE_URL` (the sitemap's
 * address must be absolute; the sitemap itself is served by the serveSitemap function). Pure, unit tested.
 */
export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: ${siteUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
