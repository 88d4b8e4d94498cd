import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
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

/**
 * The theme lives on `<html data-theme>`: the inline script of index.html sets it before the first
 * paint (no flash of the light theme for a dark visitor), the toggle changes it. Pre-rendered HTML is
 * rendered light (the server cannot know); useSyncExternalStore hydrates with that and then switches,
 * so the toggle's icon does not break hydration.
 */
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function currentMode(): ThemeMode {
  const applied = document.documentElement.dataset.theme;
  return applied === 'dark' || applied === 'light' ? applied : initialMode();
}

function applyMode(mode: ThemeMode): void {
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
  listeners.forEach((listener) => listener());
}

/** Light/dark mode, remembered in localStorage and mirrored on `<html data-theme>` for plain CSS. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const mode = useSyncExternalStore(subscribe, currentMode, () => 'light' as const);

  useEffect(() => {
    // Pages without the inline script (tests, tools) get the attribute here.
    if (!document.documentElement.dataset.theme) applyMode(currentMode());
  }, []);

  const toggle = useCallback(() => {
    const next = otherTheme(currentMode());
    try {
      localStorage.setItem(themeStorageKey, next);
    } catch {
      // Private mode: the choice lasts for this visit only.
    }
    applyMode(next);
  }, []);

  const value = useMemo(() => ({ mode, toggle }), [mode, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeState {
  return useContext(ThemeContext);
}
