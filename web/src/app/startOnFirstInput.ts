/**
 * The visitor's first sign of use: a touch, a pointer that moves or presses, a key, a focus, a wheel or
 * a scroll. A phone visitor's first swipe, or a desktop visitor's mouse entering the page, starts the app
 * while they are still reading, before they reach a control.
 */
export const firstInputEvents = [
  'pointerdown',
  'pointermove',
  'touchstart',
  'keydown',
  'focusin',
  'wheel',
  'scroll',
] as const;

/**
 * Calls `start` once, at the first of `firstInputEvents` on `target` (listened to in the capture phase,
 * so a scroll inside any element counts too). One of the app's two start triggers; the other is idle time
 * after load (app/startSoon.ts, docs/decisions/017-html-first-early-input.md).
 */
export function startOnFirstInput(start: () => unknown, target: Window = window): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of firstInputEvents) target.removeEventListener(type, go, true);
    start();
  };
  for (const type of firstInputEvents) target.addEventListener(type, go, { capture: true, passive: true });
}
