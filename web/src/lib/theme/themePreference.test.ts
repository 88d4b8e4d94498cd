import { describe, expect, it } from 'vitest';
import { otherTheme, resolveTheme, themeFromSearch } from './themePreference';

describe('theme preference', () => {
  it('keeps a stored choice over the system preference', () => {
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });

  it('falls back to the system preference, then light', () => {
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme('purple', false)).toBe('light');
  });

  it('toggles between the two modes', () => {
    expect(otherTheme('light')).toBe('dark');
    expect(otherTheme('dark')).toBe('light');
  });
});

describe('themeFromSearch', () => {
  it('reads ?theme=dark|light and nothing else', () => {
    expect(themeFromSearch('?theme=dark&lang=ar')).toBe('dark');
    expect(themeFromSearch('?theme=light')).toBe('light');
    expect(themeFromSearch('?theme=<b>')).toBeNull();
    expect(themeFromSearch('')).toBeNull();
  });
});
