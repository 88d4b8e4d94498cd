/**
 * The second inline head script (built from here into web/index.html): the first taps, before the early
 * layer has run (app/startPage.ts, fetched by the entry after the first paint: on a slow connection it
 * arrives after the visitor has seen the page and tapped). Until then a tap on an app button (classified
 * by the early layer's own `earlyActionFor`), the submit of an early form and a changed filter are kept
 * here, in order, and the early layer hands them to the early handlers (../keptInput.ts). Links,
 * `<summary>`, popover and invoker-command buttons, and plain GET forms are the browser's and are left
 * alone.
 */
import { earlyAttributes as a, withAttribute } from '../contract';
import { earlyActionFor } from '../earlyAction';

export interface KeptInput {
  type: string;
  target: Element;
  submitter: Element | null;
}

declare global {
  interface Window {
    /** Set by this script: stops it and answers what it kept. */
    __keptInput?: () => KeptInput[];
  }
}

const filterFields = `form${withAttribute(a.filters)} select, form${withAttribute(a.filters)} input`;

/** The control an input is kept for, or null when the browser (or nobody) handles it. */
export function keptControl(type: string, target: Element, browserRunsCommands: boolean): Element | null {
  if (type === 'submit') return target.closest(`form${withAttribute(a.form)}`);
  if (type === 'change') return target.closest(filterFields);
  const control = target.closest(`${withAttribute(a.action)}, button`);
  return control && earlyActionFor(control, browserRunsCommands) ? control : null;
}

export function installInputKeeper(doc: Document = document, win: Window = window): void {
  if (!doc.documentElement.hasAttribute(a.prerendered)) return;
  const kept: KeptInput[] = [];
  const commands = 'command' in HTMLButtonElement.prototype;
  const keep = (event: Event) => {
    const target = event.target as Element | null;
    if (!target?.closest) return;
    const control = keptControl(event.type, target, commands);
    if (!control) return;
    if (event.type !== 'change') {
      event.preventDefault();
      event.stopPropagation();
    }
    if (event.type === 'submit') {
      // The form says it is sending at once (its pending line is pre-rendered, hidden).
      control.setAttribute('aria-busy', 'true');
      control.querySelector(withAttribute(a.pending))?.removeAttribute('hidden');
    }
    kept.push({ type: event.type, target: control, submitter: (event as SubmitEvent).submitter ?? null });
  };
  const types = ['click', 'submit', 'change'];
  for (const type of types) doc.addEventListener(type, keep, true);
  win.__keptInput = () => {
    for (const type of types) doc.removeEventListener(type, keep, true);
    return kept;
  };
}
