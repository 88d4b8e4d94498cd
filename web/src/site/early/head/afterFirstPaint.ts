/**
 * Runs `callback` once, after the browser has painted the page's first content (its text or an image:
 * the `first-contentful-paint` entry of the Paint Timing API), in a task of its own. A frame drawn while a
 * web font holds the text back does not count: that is why this waits for the paint entry and not for the
 * next frame. Where Paint Timing is missing, after the first frame (a task queued from a
 * requestAnimationFrame callback). A tab that paints nothing (hidden) still runs `callback` after
 * `fallbackMs`.
 *
 * Used by the third inline head script (./loadEntry.ts) to add the app's entry after the first paint: the
 * pre-rendered page needs no script to be read, and its first screen no longer waits behind the scripts'
 * bytes or their evaluation (issue 38, decisions 031 and 043).
 */
interface PaintEntries {
  getEntriesByName(name: string): readonly unknown[];
}

export interface PaintWindow {
  requestAnimationFrame(callback: () => void): number;
  setTimeout(callback: () => void, ms: number): number;
  performance?: PaintEntries;
  PerformanceObserver?: {
    new (callback: (list: PaintEntries) => void): {
      observe(options: { type: string; buffered: boolean }): void;
      disconnect(): void;
    };
    readonly supportedEntryTypes?: readonly string[];
  };
}

export const firstPaintFallbackMs = 1000;
const firstContentfulPaint = 'first-contentful-paint';

export function afterFirstPaint(
  callback: () => void,
  target: PaintWindow = window as unknown as PaintWindow,
  fallbackMs = firstPaintFallbackMs,
): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    callback();
  };
  const next = () => target.setTimeout(run, 0);
  target.setTimeout(run, fallbackMs);
  const Observer = target.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes('paint')) {
    target.requestAnimationFrame(next);
    return;
  }
  if (target.performance?.getEntriesByName(firstContentfulPaint).length) {
    next();
    return;
  }
  const observer = new Observer((list) => {
    if (!list.getEntriesByName(firstContentfulPaint).length) return;
    observer.disconnect();
    next();
  });
  observer.observe({ type: 'paint', buffered: true });
}
