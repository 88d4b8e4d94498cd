/**
 * The visitor's first taps on a pre-rendered page, before the app has hydrated it
 * (docs/decisions/017-html-first-early-input.md). One click listener on the document, in the capture
 * phase, no framework: Save (always, also after hydration), the theme switch and Copy link are done at once from
 * this device's storage;
 * any other app button shows a pending state at once and is clicked again, once, when the app is ready
 * (`markAppReady`, called by the app after hydration). Links, `<summary>`, popover buttons and plain GET
 * forms need none of this: the browser does them.
 *
 * Only attributes and the text of elements rendered with `suppressHydrationWarning` are changed here, so
 * React hydrates the page as the server rendered it and then shows the same state from storage.
 */
import { toggleStoredShortlist } from '@/site/device/shortlistStorage';
import { toggleTheme } from '@/lib/theme/themeSwitch';
import { earlyActionFor } from './earlyAction';
import { earlyAttributes as a, earlyStateClasses, withAttribute } from './contract';
import { isHydrated } from './hydrated';

let ready = false;
/** Invoker commands (`command`/`commandfor`): the browser opens the menu's dialog itself. */
const browserRunsCommands = typeof HTMLButtonElement !== 'undefined' && 'command' in HTMLButtonElement.prototype;
const pending = new Set<HTMLElement>();

function setText(element: Element | null, text: string | null): void {
  if (!element || text === null) return;
  const first = element.firstChild;
  if (first && first.nodeType === Node.TEXT_NODE) first.nodeValue = text;
  else element.prepend(text);
}

/** Save / Saved on every button of the worker (card and profile) and the header's count. */
function earlySave(button: HTMLElement): boolean {
  const refCode = button.getAttribute(a.refCode);
  if (!refCode) return false;
  const result = toggleStoredShortlist(refCode);
  // A full list or an odd code: the app says why when it is ready.
  if (result.outcome !== 'added' && result.outcome !== 'removed') return false;
  const saved = result.outcome === 'added';
  for (const other of document.querySelectorAll<HTMLElement>(withAttribute(a.action, 'save'))) {
    if (other.getAttribute(a.refCode) !== refCode) continue;
    other.setAttribute('aria-pressed', String(saved));
    other.classList.toggle(earlyStateClasses.saved, saved);
    setText(other, other.getAttribute(saved ? a.labelSaved : a.labelSave));
  }
  const count = document.querySelector(withAttribute(a.count, 'shortlist'));
  // The text node itself (React's own once hydrated): replacing it would leave React updating a detached node.
  setText(count, String(result.codes.length));
  return true;
}

function earlyTheme(control: HTMLElement): void {
  const mode = toggleTheme();
  const label = control.getAttribute(mode === 'dark' ? a.labelToLight : a.labelToDark);
  if (label) control.setAttribute('aria-label', label);
}

function earlyCopy(control: HTMLElement): void {
  const url = control.getAttribute(a.copy) || window.location.href;
  const status = document.getElementById(control.getAttribute(a.copyStatus) ?? '');
  const show = (outcome: 'done' | 'failed') => {
    control.setAttribute(a.copied, outcome);
    if (status) status.textContent = status.getAttribute(outcome === 'done' ? a.labelDone : a.labelFailed) ?? '';
  };
  const copy = navigator.clipboard?.writeText(url);
  if (copy)
    copy.then(
      () => show('done'),
      () => show('failed'),
    );
  else show('failed');
}

/** Clicks `control` again once React has hydrated it (checked each frame, for at most about 10 s). */
function replayWhenHydrated(control: HTMLElement, framesLeft = 600): void {
  if (!control.isConnected) return;
  if (!isHydrated(control) && framesLeft > 0) {
    requestAnimationFrame(() => replayWhenHydrated(control, framesLeft - 1));
    return;
  }
  pending.delete(control);
  control.removeAttribute('aria-busy');
  control.removeAttribute(a.replay);
  control.click();
}

function markPending(control: HTMLElement): void {
  control.setAttribute('aria-busy', 'true');
  control.setAttribute(a.replay, '');
  pending.add(control);
}

/** Listens from now until `markAppReady`; `needApp` starts the app (idempotent) for a replayed tap. */
export function installEarlyClicks(needApp: () => void, doc: Document = document): void {
  doc.addEventListener(
    'click',
    (event) => {
      if (event.defaultPrevented) return;
      const target = event.target;
      if (!(target instanceof Element)) return;
      const control = target.closest(`${withAttribute(a.action)}, button`);
      if (!(control instanceof HTMLElement)) {
        // A link, a box, a <summary>: the browser's own action, which React never cancels. Until the app is
        // ready the click is kept from React's root listener all the same: a click on a part React has not
        // hydrated makes it hydrate the whole page at once, inside the tap (a long task the visitor waits
        // through), for nothing the browser does not do itself.
        if (!ready) event.stopPropagation();
        return;
      }
      // Save is done here from the first tap to the last: the worker's state lives in this device's storage,
      // which every Save button and the header count follow (useShortlist). A control whose fiber React has
      // claimed may still sit in a boundary it has not committed, and a tap React receives there can be
      // dropped (seen in a full end-to-end run: the first of two quick Saves lost just as the app started).
      // A full list is the app's to explain (its notice), once the button is hydrated.
      if (control.getAttribute(a.action) === 'save' && earlySave(control)) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      // The app's own handlers take over a control once React has hydrated it.
      if (ready && isHydrated(control)) return;
      // A second tap on a control already waiting for the app is not a second action.
      if (pending.has(control)) {
        event.preventDefault();
        event.stopPropagation();
        return;
      }
      let action = earlyActionFor(control, browserRunsCommands);
      if (!action) {
        // The browser's own (a popover or invoker-command button, a submit): the same as a link above.
        if (!ready) event.stopPropagation();
        return;
      }
      if (action === 'save')
        action = 'replay'; // not saved above: a full list, the app says so
      else if (action === 'theme') earlyTheme(control);
      else if (action === 'copy') earlyCopy(control);
      if (action === 'replay') {
        markPending(control);
        needApp();
        if (ready) replayWhenHydrated(control);
      }
      // Handled here: React's listeners (on the root, below the document) never see it twice.
      event.preventDefault();
      event.stopPropagation();
    },
    true,
  );
}

/** Whether the app has hydrated the page (the early handlers have stepped aside). */
export function isAppReady(): boolean {
  return ready;
}

/** The app has hydrated: the early handlers step aside and each pending tap is clicked again, once. */
export function markAppReady(): void {
  if (ready) return;
  ready = true;
  document.documentElement.setAttribute(a.app, 'ready');
  for (const control of [...pending]) replayWhenHydrated(control);
}
