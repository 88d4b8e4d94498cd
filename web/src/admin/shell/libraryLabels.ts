import { useEffect } from 'react';

/**
 * Words antd writes in English whatever its locale (issue 26): every icon is an image named after the
 * icon ("delete", "search": a screen reader says "delete حذف" on an Arabic Delete button), and the
 * number input's stepper buttons are "Increase Value" / "Decrease Value". The locale (ar_EG, given to
 * the ConfigProvider) does not cover them, so they are fixed on the page:
 * - an icon beside words (in a labelled control or in text) is decoration: hidden from screen readers;
 *   an icon that is all a control shows, with no label of its own, keeps its name (the truth sweep
 *   reports it, so the control gets a label in both languages);
 * - the stepper buttons get the page's words.
 */
export interface LibraryLabels {
  increase: string;
  decrease: string;
}

const controlSelector = 'button, a, [role="button"], [role="menuitem"], [role="tab"], [role="switch"], label';

/** Whether an antd icon is the only thing that names its control (no label, no text beside it). */
function namesItsControl(icon: Element): boolean {
  const control = icon.closest(controlSelector);
  if (!control) return false;
  if (control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby') || control.hasAttribute('title'))
    return false;
  return (control.textContent ?? '').trim().length === 0;
}

/** Applies the fixes to `root` and what is inside it. */
export function relabelLibraryText(root: ParentNode, labels: LibraryLabels): void {
  for (const icon of Array.from(root.querySelectorAll('.anticon[role="img"][aria-label]'))) {
    if (namesItsControl(icon)) continue;
    icon.removeAttribute('aria-label');
    icon.setAttribute('aria-hidden', 'true');
  }
  for (const [selector, label] of [
    ['.ant-input-number-action-up', labels.increase],
    ['.ant-input-number-action-down', labels.decrease],
  ] as const)
    for (const handler of Array.from(root.querySelectorAll(selector)))
      if (handler.getAttribute('aria-label') !== label) handler.setAttribute('aria-label', label);
}

/**
 * Keeps the fixes applied while the admin is open: once now, then for every part of the page antd
 * adds (tables, dialogs, popups rendered into the body). A new language relabels the whole page.
 */
export function useLibraryLabels(labels: LibraryLabels): void {
  const { increase, decrease } = labels;
  useEffect(() => {
    const current = { increase, decrease };
    relabelLibraryText(document.body, current);
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of Array.from(mutation.addedNodes))
          if (node instanceof Element) {
            if (node.matches('.anticon, .ant-input-number-action'))
              relabelLibraryText(node.parentElement ?? node, current);
            else relabelLibraryText(node, current);
          }
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [increase, decrease]);
}
