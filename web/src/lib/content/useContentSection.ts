import { useEffect, useState } from 'react';
import { prerenderKeys } from '@/lib/prerender/keys';
import { usePrerendered } from '@/lib/prerender/PrerenderData';
import { fetchContentSection } from './api/contentApi';
import type { ContentItem, ContentSection } from './contentText';

export interface ContentState {
  items: ContentItem[] | undefined;
  loading: boolean;
}

/** Reads a content section once per mount. A failed read is logged and the page keeps its fallbacks. */
export function useContentSection(section: ContentSection): ContentState {
  // A pre-rendered page arrives with the items it was rendered with (docs/decisions/013-pre-rendered-html.md).
  const prerendered = usePrerendered<ContentItem[]>(prerenderKeys.content(section));
  const [state, setState] = useState<ContentState>(
    prerendered ? { items: prerendered, loading: false } : { items: undefined, loading: true },
  );

  useEffect(() => {
    if (prerendered) return;
    let active = true;
    fetchContentSection(section)
      .then((items) => active && setState({ items, loading: false }))
      .catch((error: unknown) => {
        console.error(`Failed to fetch content section "${section}"`, error);
        if (active) setState({ items: undefined, loading: false });
      });
    return () => {
      active = false;
    };
  }, [section, prerendered]);

  return state;
}
