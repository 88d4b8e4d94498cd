import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { prerenderKeys } from '@/lib/prerender/keys';
import { usePrerendered } from '@/lib/prerender/PrerenderData';
import { emptySiteSettings, type SiteSettings } from './siteSettings';
import { fetchSiteSettings } from './siteSettingsApi';

interface SiteSettingsState {
  settings: SiteSettings;
  loading: boolean;
}

const SiteSettingsContext = createContext<SiteSettingsState>({ settings: emptySiteSettings, loading: true });

/**
 * Reads `settings/site` each time it mounts (the public layout mounts it; settings are re-read
 * when the layout mounts). A failed read is logged; pages keep working with empty settings.
 */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  // A pre-rendered page arrives with the settings it was rendered with (docs/decisions/013-pre-rendered-html.md).
  const prerendered = usePrerendered<SiteSettings>(prerenderKeys.settings);
  const [state, setState] = useState<SiteSettingsState>(
    prerendered ? { settings: prerendered, loading: false } : { settings: emptySiteSettings, loading: true },
  );

  useEffect(() => {
    if (prerendered) return;
    let active = true;
    fetchSiteSettings()
      .then((settings) => active && setState({ settings, loading: false }))
      .catch((error: unknown) => {
        console.error('Failed to fetch site settings', error);
        if (active) setState({ settings: emptySiteSettings, loading: false });
      });
    return () => {
      active = false;
    };
  }, [prerendered]);

  return <SiteSettingsContext.Provider value={state}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettingsState {
  return useContext(SiteSettingsContext);
}
