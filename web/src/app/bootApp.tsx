import { StrictMode, type ReactElement } from 'react';
import { matchRoutes } from 'react-router-dom';
import { AppRoot } from '@/app/AppRoot';
import { createAppRouter, routes } from '@/app/router';
import { PrerenderDataProvider, type PrerenderData } from '@/lib/prerender/PrerenderData';

/** Loads the lazy route modules of the current URL, so the first client render is the server's render. */
export async function loadCurrentRoutes(): Promise<void> {
  await Promise.all(
    (matchRoutes(routes, window.location) ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

/** The whole app; with the data a pre-rendered page was rendered with, when there is one. */
export function appElement(data: PrerenderData | null): ReactElement {
  const app = <AppRoot router={createAppRouter()} />;
  return <StrictMode>{data ? <PrerenderDataProvider data={data}>{app}</PrerenderDataProvider> : app}</StrictMode>;
}
