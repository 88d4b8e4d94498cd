/**
 * WhatsApp hand-off that survives popup blockers (issue 13): the chat tab is opened inside the
 * click (synchronously, before any await), then pointed at the chat once the save settles.
 * When the browser refused the tab, the caller shows a link the visitor follows instead.
 */

export interface PendingTab {
  closed: boolean;
  opener: unknown;
  location: { href: string };
  close(): void;
}

/** Opens an empty tab now; null when the browser blocked it. Call before the first await. */
export function openPendingTab(
  open: (url: string, target: string) => PendingTab | null = (url, target) => window.open(url, target),
): PendingTab | null {
  const tab = open('about:blank', '_blank');
  if (!tab) return null;
  // What noopener would do (window.open with 'noopener' answers null, so the tab could not be pointed later).
  tab.opener = null;
  return tab;
}

/** Points the pending tab at the chat; false when there is no tab (blocked or closed by the visitor). */
export function pointPendingTab(tab: PendingTab | null, url: string): boolean {
  if (!tab || tab.closed) return false;
  tab.location.href = url;
  return true;
}

/** Closes a pending tab that has nothing to show (e.g. no WhatsApp number configured). */
export function dropPendingTab(tab: PendingTab | null): void {
  if (tab && !tab.closed) tab.close();
}
