/**
 * Input kept by the inline head script (head/keepInput.ts, built into web/index.html) before the early
 * layer ran: the entry fetches it after the first paint (app/startPage.ts), and on a slow connection it
 * arrives after the visitor has seen the pre-rendered page and tapped. The early layer installs the early
 * handlers (earlyClicks, forms, earlyFilters), then calls `replayKeptInput`, which stops the inline
 * listener and hands each kept tap, submit and filter change, in order, to those handlers, as if it had
 * happened now (docs/decisions/017-html-first-early-input.md).
 */
import type { KeptInput } from './head/keepInput';

/** Answers how many inputs were handed on. */
export function replayKeptInput(win: Window = window): number {
  const take = win.__keptInput;
  if (!take) return 0;
  delete win.__keptInput;
  let replayed = 0;
  const inputs: KeptInput[] = take();
  for (const input of inputs) {
    const { target } = input;
    if (!target.isConnected) continue;
    if (input.type === 'click' && target instanceof HTMLElement) target.click();
    else if (input.type === 'submit' && target instanceof HTMLFormElement) submitAgain(target, input.submitter);
    else if (input.type === 'change') target.dispatchEvent(new Event('change', { bubbles: true }));
    else continue;
    replayed += 1;
  }
  return replayed;
}

function submitAgain(form: HTMLFormElement, submitter: Element | null): void {
  const button = submitter instanceof HTMLElement && submitter.isConnected ? submitter : null;
  try {
    form.requestSubmit(button as HTMLButtonElement | null);
  } catch {
    // A submitter that is no longer the form's own button: submit without it.
    form.requestSubmit();
  }
}
