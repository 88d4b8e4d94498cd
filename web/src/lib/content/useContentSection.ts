import { useEffect, useState } from 'react';
import { fetchContentSection } from './api/contentApi';
import type { ContentItem, ContentSection } from './contentText';

export interface ContentState {
  items: ContentItem[] | undefined;
  loading: boolean;
}

/** Reads a content section once per mount. A failed read is logged and the page keeps its fallbacks. */
export function useContentSection(section: ContentSection): ContentState {
  const [state, setState] = useState<ContentState>({ items: undefined, loading: true });

  useEffect(() => {
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
  }, [section]);

  return state;
}
