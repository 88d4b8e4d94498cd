import { startTransition } from 'react';
import type { PrerenderData } from '@/lib/prerender/PrerenderData';
import { parseFromHtml } from '@/lib/prerender/serialize';
import { loadStylesheetRules } from '@/styles/stylesheetRules';

/** A new task: the browser may paint and answer a tap before the next step. */
const nextTask = () =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, 0);
  });

/**
 * Starts the app in #root. A pre-rendered page (docs/decisions/013-pre-rendered-html.md) carries the
 * data it was rendered with; the app hydrates it with the same data, after the lazy route modules of
 * the current URL are loaded (no loading state in between). Any other page (the admin shell,
 * npm run dev) is rendered in the browser as before.
 *
 * React DOM, i18next and the app are three imports fetched at once and evaluated as each arrives,
 * with a task between the steps: on a phone, one import of everything was one long task of module
 * evaluation that blocked taps and scrolling.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const dataBlock = document.getElementById('prerender-data');
  const parsed = parseFromHtml(dataBlock?.textContent);
  const data = dataBlock && parsed && typeof parsed === 'object' ? (parsed as PrerenderData) : null;

  // A pre-rendered page's full stylesheet (decision 036): what the app draws after hydration is styled.
  const styles = loadStylesheetRules();
  const reactDom = import('react-dom/client');
  const language = import('@/i18n').then(({ startI18n }) => startI18n());
  const app = import('./bootApp');
  const { createRoot, hydrateRoot } = await reactDom;
  await nextTask();
  await language;
  await nextTask();
  const { appElement, loadCurrentRoutes } = await app;
  await nextTask();

  if (data) {
    await loadCurrentRoutes();
    await styles;
    await nextTask();
    // The router (its routes, history and saved scroll) is made in a task of its own: with hydrateRoot's
    // start it was one task of 18 ms here, about 75 ms on a phone.
    const element = appElement(data);
    await nextTask();
    // A transition hydrates in slices that yield to the browser every few milliseconds, instead of
    // one long task (React hydrates a default update at once).
    startTransition(() => {
      hydrateRoot(container, element);
    });
    return;
  }
  createRoot(container).render(appElement(null));
}
