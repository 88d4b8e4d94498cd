import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { ThemeMode } from './themePreference';
import { applyTheme, currentTheme, themeChangeEvent, toggleTheme } from './themeSwitch';

interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeState>({ mode: 'light', toggle: () => undefined });

function subscribe(listener: () => void): () => void {
  window.addEventListener(themeChangeEvent, listener);
  return () => window.removeEventListener(themeChangeEvent, listener);
}

/**
 * Light/dark mode, remembered in localStorage and mirrored on `<html data-theme>` for plain CSS
 * (lib/theme/themeSwitch.ts). Pre-rendered HTML is rendered light (the server cannot know);
 * useSyncExternalStore hydrates with that and then follows the attribute, which the early click handler
 * may already have switched before the app started.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const mode = useSyncExternalStore(subscribe, currentTheme, () => 'light' as const);

  useEffect(() => {
    // Pages without the inline script (tests, tools) get the attribute here.
    if (!document.documentElement.dataset.theme) applyTheme(currentTheme());
  }, []);

  const value = useMemo(() => ({ mode, toggle: () => void toggleTheme() }), [mode]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  return useContext(ThemeContext);
}
