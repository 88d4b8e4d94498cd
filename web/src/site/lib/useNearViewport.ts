import { useEffect, useState } from 'react';

/**
 * Whether the element given to the returned callback ref has come near the viewport
 * (IntersectionObserver; true at once where there is none). It stays true once seen, so work started
 * on it (a load, a fetch) is not undone by scrolling away. The element may appear after the first
 * render (a list that loads): observing starts when it is attached.
 */
export function useNearViewport<T extends Element>(
  options: IntersectionObserverInit,
): [(element: T | null) => void, boolean] {
  const [element, setElement] = useState<T | null>(null);
  const [near, setNear] = useState(false);
  const { root, rootMargin, threshold } = options;

  useEffect(() => {
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { root, rootMargin, threshold },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [element, near, root, rootMargin, threshold]);

  return [setElement, near];
}
