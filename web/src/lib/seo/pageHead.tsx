import { createContext, useContext, type ReactNode } from 'react';
import type { HeadInput } from './headTags';

/**
 * Server-side only: while the pre-renderer renders a page, usePageMeta records the page's head and
 * NotFoundPage its 404 here (effects do not run on the server). In the browser there is no collector.
 */
export interface PageHeadCollector {
  head: HeadInput | null;
  status: number;
  /** Absolute site origin from the server's configuration. */
  origin: string;
}

const PageHeadContext = createContext<PageHeadCollector | null>(null);

export function PageHeadProvider({ collector, children }: { collector: PageHeadCollector; children: ReactNode }) {
  return <PageHeadContext.Provider value={collector}>{children}</PageHeadContext.Provider>;
}

export function usePageHeadCollector(): PageHeadCollector | null {
  return useContext(PageHeadContext);
}
