import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { emptySiteSettings, type SiteSettings } from './siteSettings';
import { fetchSiteSettings } from './siteSettingsApi';

interface SiteSettingsState {
  settings: SiteSettings;
  loading: boolean;
}

const SiteSettingsContext = createContext<SiteSettingsState>({ settings: emptySiteSettings, loading: true });

/**
 * Reads `settings/site` each time it mounts (the public layout mounts it, SPEC: settings are re-read
 * when the layout mounts). A failed read is logged; pages keep working with empty settings.
 */
export function SiteSettingsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SiteSettingsState>({ settings: emptySiteSettings, loading: true });

  useEffect(() => {
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
  }, []);

  return <SiteSettingsContext.Provider value={state}>{children}</SiteSettingsContext.Provider>;
}

export function useSiteSettings(): SiteSettingsState {
  return useContext(SiteSettingsContext);
}
