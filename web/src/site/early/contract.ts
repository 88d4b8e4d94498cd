/**
 * The early layer's contract with the pages (docs/decisions/017-html-first-early-input.md): the DOM
 * attributes the early handlers and the inline head scripts read, and the prop builders the components
 * spread to carry them. Components never spell an attribute: a renamed one fails the type check, and a
 * control the early layer must handle says so through one builder.
 *
 * No React, no i18next, no page code here (a lint zone in eslint.config.mjs): the inline head scripts are
 * built from this folder.
 */

/** Every attribute of the early layer. */
export const earlyAttributes = {
  /** What the early click handler does with the control at once: `save`, `theme` or `copy` (earlyAction.ts). */
  action: 'data-early',
  /** Save: the worker's reference. */
  refCode: 'data-ref',
  /** Save: the button's two labels. */
  labelSave: 'data-label-save',
  labelSaved: 'data-label-saved',
  /** Theme switch: its label in each state. */
  labelToDark: 'data-label-to-dark',
  labelToLight: 'data-label-to-light',
  /** Copy link: the address to copy, the id of the status line, and the outcome the early copy reached. */
  copy: 'data-copy',
  copyStatus: 'data-status',
  copied: 'data-early-copied',
  /** A status line's texts per outcome (`data-label-done`, `data-label-failed`). */
  labelDone: 'data-label-done',
  labelFailed: 'data-label-failed',
  /** A count the early handler keeps (the header's shortlist count). */
  count: 'data-early-count',
  /** A form with its own early submit (forms.ts): its name, and whether its submit opens a chat tab. */
  form: 'data-early-form',
  tab: 'data-early-tab',
  /** The pre-rendered, hidden "sending" line of an early form. */
  pending: 'data-early-pending',
  /** The staff filters' GET form (earlyFilters.ts). */
  filters: 'data-early-filters',
  /** A control waiting for the app to replay its tap. */
  replay: 'data-early-replay',
  /** A part of the page React commits at once (the shell, a Suspense boundary's content)... */
  unit: 'data-early-unit',
  /** ...and the mark the app sets on it when React has committed it (hydrated.ts). */
  hydrated: 'data-hydrated',
  /** On `<html>`: the app has hydrated the page (`ready`). */
  app: 'data-app',
  /** On `<html>`: the page was rendered by the server (the head scripts act only then). */
  prerendered: 'data-prerendered',
} as const;

/**
 * Classes the early layer sets on pre-rendered controls before the app runs. The pre-renderer keeps their
 * rules in a page's first stylesheet although the markup does not carry them yet (site/server/criticalCss.ts).
 */
export const earlyStateClasses = {
  /** A Save button whose worker is on the shortlist. */
  saved: 'staff-button--saved',
} as const;

export type EarlyAttribute = (typeof earlyAttributes)[keyof typeof earlyAttributes];

/** The controls the early click handler does at once (earlyAction.ts). */
export type EarlyDeclaredAction = 'save' | 'theme' | 'copy';

const a = earlyAttributes;

/** A selector of elements carrying `attribute` (and, when given, that value). */
export function withAttribute(attribute: EarlyAttribute, value?: string): string {
  return value === undefined ? `[${attribute}]` : `[${attribute}="${value}"]`;
}

/** The Save button of one worker (card or profile): saved at once from the first tap. */
export function earlySave(refCode: string, labels: { save: string; saved: string }) {
  return {
    [a.action]: 'save',
    [a.refCode]: refCode,
    [a.labelSave]: labels.save,
    [a.labelSaved]: labels.saved,
  } as const;
}

/** The theme switch: switched at once, its label following. */
export function earlyTheme(labels: { toDark: string; toLight: string }) {
  return { [a.action]: 'theme', [a.labelToDark]: labels.toDark, [a.labelToLight]: labels.toLight } as const;
}

/** Copy link: copies `url` at once and tells the status line `statusId` the outcome. */
export function earlyCopy(url: string, statusId: string) {
  return { [a.action]: 'copy', [a.copy]: url, [a.copyStatus]: statusId } as const;
}

/** The status line of an early copy: its text for each outcome. */
export function earlyCopyStatus(labels: { done: string; failed: string }) {
  return { [a.labelDone]: labels.done, [a.labelFailed]: labels.failed } as const;
}

/** A count the early handler keeps up to date (render its element with `suppressHydrationWarning`). */
export function earlyCount(name: 'shortlist') {
  return { [a.count]: name } as const;
}

/** A form with an early submit (forms.ts), by its name; `tab`: its submit opens a chat tab. */
export function earlyForm(name: 'contact' | 'request' | 'track', options: { tab?: boolean } = {}) {
  return { [a.form]: name, [a.tab]: options.tab ? '' : undefined };
}

/** An early form's "sending" line, rendered hidden and shown at once by an early submit. */
export function earlyPending() {
  return { [a.pending]: '' } as const;
}

/** The staff filters' GET form: a changed field loads the filtered address before the app is ready. */
export function earlyFilters() {
  return { [a.filters]: '' } as const;
}

/** The value of `data-early` when it is one the early layer knows. */
export function declaredAction(value: string | null): EarlyDeclaredAction | null {
  return value === 'save' || value === 'theme' || value === 'copy' ? value : null;
}
