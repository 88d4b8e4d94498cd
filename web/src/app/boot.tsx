import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import '@/i18n';
import { AppRoot } from '@/app/AppRoot';
import { createAppRouter, routes } from '@/app/router';
import { PrerenderDataProvider, type PrerenderData } from '@/lib/prerender/PrerenderData';
import { parseFromHtml } from '@/lib/prerender/serialize';

/**
 * Starts the app in #root. A pre-rendered page (docs/decisions/013-pre-rendered-html.md) carries the
 * data it was rendered with; the app hydrates it with the same data. The lazy route modules of the
 * current URL are loaded first, so the first client render is the server's render (no loading state
 * in between). Any other page (the admin shell, npm run dev) is rendered in the browser as before.
 */
export async function boot(container: HTMLElement): Promise<void> {
  const dataBlock = document.getElementById('prerender-data');
  const data = parseFromHtml(dataBlock?.textContent);
  if (dataBlock && data && typeof data === 'object') {
    await Promise.all(
      (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
        if (typeof route.lazy !== 'function') return;
        const loaded = await route.lazy();
        Object.assign(route, loaded, { lazy: undefined });
      }),
    );
    // A transition hydrates in slices that yield to the browser every few milliseconds, instead of
    // one long task that blocks taps and scrolling on a phone (React hydrates a default update at once).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <PrerenderDataProvider data={data as PrerenderData}>
            <AppRoot router={createAppRouter()} />
          </PrerenderDataProvider>
        </StrictMode>,
      );
    });
    return;
  }
  createRoot(container).render(
    <StrictMode>
      <AppRoot router={createAppRouter()} />
    </StrictMode>,
  );
}
