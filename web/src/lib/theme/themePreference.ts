export type ThemeMode = 'light' | 'dark';

/** localStorage key that remembers the visitor's theme across visits. */
export const themeStorageKey = 'theme';

/** The stored choice when valid, else the system preference, else light. */
export function resolveTheme(stored: string | null, prefersDark: boolean): ThemeMode {
  if (stored === 'light' || stored === 'dark') return stored;
  return prefersDark ? 'dark' : 'light';
}

export function otherTheme(mode: ThemeMode): ThemeMode {
  return mode === 'dark' ? 'light' : 'dark';
}

/** `?theme=dark|light`: the theme switch's address, honoured by the server for a page without JavaScript. */
export function themeFromSearch(search: string): ThemeMode | null {
  const value = new URLSearchParams(search).get('theme');
  return value === 'dark' || value === 'light' ? value : null;
}
