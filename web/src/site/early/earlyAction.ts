import { declaredAction, earlyAttributes, type EarlyDeclaredAction } from './contract';

/**
 * What the early click handler (site/early/earlyClicks.ts) does with a click that lands before the app has
 * hydrated the pre-rendered page. Pure: it reads only the clicked control's tag and attributes.
 *
 * - `save`, `theme`, `copy`: done at once from this device's storage, no app needed (the control says so
 *   with `data-early`, contract.ts);
 * - `replay`: any other `<button type="button">` needs the app: it shows a pending state now and is
 *   clicked again, once, when the app is ready;
 * - `null`: the browser does it (links, `<summary>`, popover buttons, invoker-command buttons where the
 *   browser runs commands, selects, submit buttons of a plain GET form) or the control is not ours (a form
 *   with its own early submit, site/early/forms.ts).
 */
export type EarlyAction = EarlyDeclaredAction | 'replay' | null;

export interface ControlLike {
  readonly tagName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
}

export function earlyActionFor(control: ControlLike, browserRunsCommands: boolean): EarlyAction {
  const declared = declaredAction(control.getAttribute(earlyAttributes.action));
  if (declared) return declared;
  if (control.tagName.toLowerCase() !== 'button') return null;
  if (control.hasAttribute('disabled') || control.hasAttribute('popovertarget')) return null;
  if (browserRunsCommands && control.hasAttribute('commandfor')) return null;
  // A button without type="button" submits its form: the browser (or the form's own handler) does it.
  if ((control.getAttribute('type') ?? 'submit').toLowerCase() !== 'button') return null;
  return 'replay';
}
