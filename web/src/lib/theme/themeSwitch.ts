/**
 * The theme on `<html data-theme>`, without React: the inline script of index.html sets it before the
 * first paint, `toggleTheme` switches it (from the early click handler before the app runs, from the
 * ThemeProvider after), and both tell their listeners through one window event.
 */
import { otherTheme, resolveTheme, themeStorageKey, type ThemeMode } from './themePreference';

export const themeChangeEvent = 'theme-change';

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

export function currentTheme(): ThemeMode {
  const applied = document.documentElement.dataset.theme;
  return applied === 'dark' || applied === 'light' ? applied : initialMode();
}

export function applyTheme(mode: ThemeMode): void {
  document.documentElement.dataset.theme = mode;
  document.documentElement.style.colorScheme = mode;
  window.dispatchEvent(new Event(themeChangeEvent));
}

/** Switches light/dark and remembers the choice on this device. */
export function toggleTheme(): ThemeMode {
  const next = otherTheme(currentTheme());
  try {
    localStorage.setItem(themeStorageKey, next);
  } catch {
    // Private mode: the choice lasts for this visit only.
  }
  applyTheme(next);
  return next;
}
