import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the server read for the page it pre-rendered (docs/decisions/013-pre-rendered-html.md), keyed by
 * `prerenderKeys`. Hooks that read data start from it instead of a loading state, so the first client
 * render matches the server's HTML and the page does not read the same documents twice.
 */
export type PrerenderData = Readonly<Record<string, unknown>>;

const PrerenderDataContext = createContext<PrerenderData>({});

export function PrerenderDataProvider({ data, children }: { data: PrerenderData; children: ReactNode }) {
  return <PrerenderDataContext.Provider value={data}>{children}</PrerenderDataContext.Provider>;
}

/** The pre-rendered value under `key`, or undefined (not pre-rendered: the hook loads it as before). */
export function usePrerendered<T>(key: string): T | undefined {
  const data = useContext(PrerenderDataContext);
  return Object.prototype.hasOwnProperty.call(data, key) ? (data[key] as T) : undefined;
}
