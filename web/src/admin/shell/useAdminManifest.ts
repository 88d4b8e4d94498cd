import { useEffect } from 'react';
import type { Language } from '@household/model';

/**
 * The admin portal's own manifest (issue 37): installable on the office's phones with its own name and
 * icon (web/public/icons/admin*), opening /admin in its own scope, separate from the public site's.
 */
export function adminManifestHref(language: Language): string {
  return language === 'ar' ? '/admin-ar.webmanifest' : '/admin.webmanifest';
}

/**
 * Points the page's manifest (and the touch icon) at the admin portal's own while the portal is shown,
 * so "Add to Home screen" installs the office portal, not the public site.
 */
export function useAdminManifest(language: Language): void {
  useEffect(() => {
    const links: [string, string][] = [
      ['manifest', adminManifestHref(language)],
      ['apple-touch-icon', '/icons/admin-192.png'],
    ];
    for (const [rel, href] of links) {
      let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
      if (!link) {
        link = document.createElement('link');
        link.rel = rel;
        document.head.appendChild(link);
      }
      link.href = href;
    }
  }, [language]);
}
