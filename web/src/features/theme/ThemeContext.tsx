import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { otherTheme, resolveTheme, themeStorageKey, type ThemeMode } from './themePreference';

interface ThemeState {
  mode: ThemeMode;
  toggle: () => void;
}

const ThemeContext = createContext<ThemeState>({ mode: 'light', toggle: () => undefined });

function readStored(): string | null {
  try {
    return localStorage.getItem(themeStorageKey);
  } catch {
    return null;
  }
}

function initialMode(): ThemeMode {
  const prefersDark = typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches;
  return resolveTheme(readStored(), prefersDark);
}

/** Light/dark mode, remembered in localStorage and mirrored on `<html data-theme>` for plain CSS. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<ThemeMode>(initialMode);

  useEffect(() => {
    document.documentElement.dataset.theme = mode;
    document.documentElement.style.colorScheme = mode;
  }, [mode]);

  const toggle = useCallback(() => {
    setMode((current) => {
      const next = otherTheme(current);
      try {
        localStorage.setItem(themeStorageKey, next);
      } catch {
        // Private mode: the choice lasts for this visit only.
      }
      return next;
    });
  }, []);

  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  return useContext(ThemeContext);
}
