/**
 * When a pre-rendered page starts the app (docs/decisions/017-html-first-early-input.md): at the visitor's
 * first input (touch, pointer, key, focus, wheel, scroll; app/startOnFirstInput.ts), or once the page has
 * loaded and the browser is idle, whichever comes first. A reader's page loads with no app work, and the
 * app is usually ready before the first tap; the taps that do come first are kept by site/early/.
 */
export interface IdleWindow {
  readonly document: { readonly readyState: string };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
  requestIdleCallback?: (callback: () => void, options: { timeout: number }) => number;
  setTimeout(callback: () => void, ms: number): number;
}

/** How long after `load` the app may wait for an idle moment at most. */
export const idleTimeoutMs = 2000;

export function startWhenIdle(start: () => void, target: IdleWindow = window as unknown as IdleWindow): void {
  const whenIdle = () => {
    if (typeof target.requestIdleCallback === 'function') target.requestIdleCallback(start, { timeout: idleTimeoutMs });
    else target.setTimeout(start, idleTimeoutMs / 2);
  };
  if (target.document.readyState === 'complete') whenIdle();
  else target.addEventListener('load', whenIdle, { once: true });
}
