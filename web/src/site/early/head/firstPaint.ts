/**
 * The first inline head script (built from here into web/index.html, before the first paint).
 * Language: a pre-rendered page (`data-prerendered`) is already in the language the server chose from
 * `?lang=` or the `__session` cookie; a remembered choice it could not see (no cookie yet) reloads the page
 * at its `?lang=` address instead of showing the other language. Pages that are not pre-rendered (the admin
 * shell, npm run dev) take `?lang=`, then the remembered choice. Theme: `?theme=` (the theme switch's
 * address without JavaScript) is remembered; then the remembered one, else the system's, on
 * `<html data-theme>`. Fonts: the page's faces apply when a previous page cached them (decision 039).
 * The app reads both with the same functions (the model's language.ts, lib/theme/themePreference).
 */
import { directionOf, languageOf, queryLanguage, type Language } from '@household/model';
import { languageStorageKey } from '@/i18n/language';
import { facesAttribute, facesCached, facesKey, facesStyleOf } from '@/styles/cachedFaces';
import { resolveTheme, themeFromSearch, themeStorageKey, type ThemeMode } from '@/lib/theme/themePreference';
import { earlyAttributes } from '../contract';

export interface FirstPaintInput {
  prerendered: boolean;
  /** `<html lang>` as served. */
  pageLanguage: string;
  search: string;
  storedLanguage: string | null;
  storedTheme: string | null;
  prefersDark: boolean;
  /** The page's `<style data-faces>` version (decision 039), or null (the admin shell, npm run dev). */
  faces: string | null;
  /** localStorage's faces version for the page's language. */
  storedFaces: string | null;
}

export interface FirstPaintPlan {
  /** A pre-rendered page in a language other than the remembered one: reload it at `?lang=`. */
  reloadIn: Language | null;
  /** A page not pre-rendered: show it in this language now. */
  showIn: Language | null;
  /** `?theme=` asked for: remember it. */
  rememberTheme: ThemeMode | null;
  theme: ThemeMode;
  /** The page's font faces are in the cache: apply them before the first paint (decision 039). */
  enableFaces: boolean;
}

/** What the script does, from what it reads (pure). */
export function firstPaintPlan(input: FirstPaintInput): FirstPaintPlan {
  // `?lang=` as the server read it (its last value): the page is already in that language.
  const asked = queryLanguage(input.search);
  const want = asked ?? languageOf(input.storedLanguage);
  const reloadIn = input.prerendered && !asked && want && want !== input.pageLanguage ? want : null;
  const showIn = !input.prerendered && want === 'ar' ? want : null;
  const rememberTheme = themeFromSearch(input.search);
  return {
    reloadIn,
    showIn,
    rememberTheme,
    theme: resolveTheme(rememberTheme ?? input.storedTheme, input.prefersDark),
    enableFaces: !reloadIn && facesCached(input.faces, input.storedFaces),
  };
}

/** Runs the plan on the page (a storage the browser refuses leaves the page as served). */
export function runFirstPaint(): void {
  try {
    const root = document.documentElement;
    const faces = facesStyleOf(document);
    const language = languageOf(root.lang);
    const plan = firstPaintPlan({
      prerendered: root.hasAttribute(earlyAttributes.prerendered),
      pageLanguage: root.lang,
      search: location.search,
      storedLanguage: localStorage.getItem(languageStorageKey),
      storedTheme: localStorage.getItem(themeStorageKey),
      prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
      faces: faces?.getAttribute(facesAttribute) ?? null,
      storedFaces: language && localStorage.getItem(facesKey(language)),
    });
    if (plan.reloadIn) {
      const url = new URL(location.href);
      url.searchParams.set('lang', plan.reloadIn);
      location.replace(url.href);
    }
    if (plan.showIn) {
      root.lang = plan.showIn;
      root.dir = directionOf(plan.showIn);
    }
    if (plan.enableFaces && faces) faces.media = 'all';
    if (plan.rememberTheme) localStorage.setItem(themeStorageKey, plan.rememberTheme);
    root.setAttribute('data-theme', plan.theme);
    root.style.colorScheme = plan.theme;
  } catch {
    // No storage (a blocked cookie setting): the page as served, light.
  }
}
