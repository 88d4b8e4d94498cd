import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robotsTxt';

describe('robotsTxt', () => {
  it('points at the sitemap and keeps crawlers out of the portal', () => {
    expect(robotsTxt('https://staff.example.com/')).toBe(
      'User-agent: *\nAllow: /\nDisallow: /admin\n\nSitemap: https://staff.example.com/sitemap.xml\n',
    );
  });
});
