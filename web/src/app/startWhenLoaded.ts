const firstInput = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

/**
 * Calls `start` once: after the window's load event (in a task of its own, after that frame), or at the
 * first pointer, touch, key or focus event before it.
 */
export function startWhenLoaded(start: () => unknown, target: Window = window): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    for (const type of firstInput) target.removeEventListener(type, go, true);
    start();
  };
  for (const type of firstInput) target.addEventListener(type, go, { capture: true, passive: true });
  const afterLoad = () => target.setTimeout(go, 0);
  if (target.document.readyState === 'complete') afterLoad();
  else target.addEventListener('load', afterLoad, { once: true });
}
