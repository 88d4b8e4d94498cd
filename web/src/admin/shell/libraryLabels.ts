import { useEffect } from 'react';

/**
 * Words antd writes in English whatever its locale (issue 26): every icon is an image named after the
 * icon ("delete", "search": a screen reader says "delete حذف" on an Arabic Delete button), some of its
 * own buttons are named only by such an icon (the tabs' "more" button, an input's clear button, the
 * search button), and the number input's stepper buttons are "Increase Value" / "Decrease Value". The
 * locale (ar_EG, given to the ConfigProvider) does not cover them, so they are fixed on the page:
 * - an icon beside words (in a labelled control or in text) is decoration: hidden from screen readers;
 * - a control that only an icon names gets the page's word for that icon when there is one (`iconWords`);
 *   otherwise the icon keeps its name, and the truth sweep reports it (the control needs a label);
 * - the stepper buttons get the page's words.
 */
export interface LibraryLabels {
  increase: string;
  decrease: string;
  /** The page's word for an icon that names a control, by the icon's name (antd's `anticon-<name>`). */
  iconWords: Readonly<Record<string, string>>;
}

const controlSelector = 'button, a, [role="button"], [role="menuitem"], [role="tab"], [role="switch"], label';

/** The control an antd icon alone names (no label, no text beside it), or null. */
function controlNamedBy(icon: Element): Element | null {
  const control = icon.closest(controlSelector);
  if (!control) return null;
  if (control.hasAttribute('aria-label') || control.hasAttribute('aria-labelledby') || control.hasAttribute('title'))
    return null;
  return (control.textContent ?? '').trim().length === 0 ? control : null;
}

/** Applies the fixes to `root` and what is inside it. */
export function relabelLibraryText(root: ParentNode, labels: LibraryLabels): void {
  for (const icon of Array.from(root.querySelectorAll('.anticon[role="img"][aria-label]'))) {
    const control = controlNamedBy(icon);
    if (control) {
      const name = icon.getAttribute('aria-label') ?? '';
      if (!labels.iconWords[name]) continue;
      // Remembered on the control, so a change of language relabels it.
      control.setAttribute('data-icon-label', name);
      control.setAttribute('aria-label', labels.iconWords[name]);
    }
    icon.removeAttribute('aria-label');
    icon.setAttribute('aria-hidden', 'true');
  }
  for (const control of Array.from(root.querySelectorAll('[data-icon-label]'))) {
    const word = labels.iconWords[control.getAttribute('data-icon-label') ?? ''];
    if (word && control.getAttribute('aria-label') !== word) control.setAttribute('aria-label', word);
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
  const key = JSON.stringify(labels);
  useEffect(() => {
    const current = JSON.parse(key) as LibraryLabels;
    relabelLibraryText(document.body, current);
    const observer = new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of Array.from(mutation.addedNodes))
          if (node instanceof Element)
            relabelLibraryText(
              node.matches('.anticon, .ant-input-number-action') ? (node.parentElement ?? node) : node,
              current,
            );
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [key]);
}
