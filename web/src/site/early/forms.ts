/**
 * The public forms before the app is ready (issue 25). A pre-rendered page shows the contact and
 * request forms as plain HTML, typable from the first byte; the app hydrates them later
 * (docs/decisions/016-start-on-first-input.md). A submit in between would be lost, or sent by the
 * browser as a GET with the visitor's details in the address. This tiny listener (no framework, no
 * SDK: it runs from the entry) catches it: the browser's submit is cancelled, the form shows its
 * pending line at once (`[data-early-pending]`, pre-rendered hidden, in the page's language) and the
 * submit is queued by the form's name. The form component, once hydrated, calls `takeEarlySubmit`
 * and sends the queued submit exactly once; from then on the form's submits are the app's.
 * It also keeps the forms' drafts before then (site/device/formDraft.ts): a draft is back in the fields as
 * soon as this layer arrives (shortly after the first paint, decision 043), and what is typed before the app
 * starts, even before this layer arrived, survives a reload.
 */
import { draftWithTyped, readDraft, sessionDraftStorage, writeDraft } from '@/site/device/formDraft';
import { allTextFields, restoreEmptyFields, type FormLike } from '@/site/device/formFields';
import { openPendingTab, type PendingTab } from '@/site/device/whatsappHandoff';
import { earlyAttributes, withAttribute } from './contract';

const earlyFormAttribute = earlyAttributes.form;
const tabs = new Map<string, PendingTab | null>();

const queued = new Set<string>();
const ready = new Set<string>();

interface EarlyForm {
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  /** The form's fields (HTMLFormElement.elements); a stand-in may have none. */
  elements?: ArrayLike<unknown>;
  setAttribute(name: string, value: string): void;
  removeAttribute(name: string): void;
  querySelector(selector: string): { removeAttribute(name: string): void } | null;
}

function earlyFormOf(target: EventTarget | null): EarlyForm | null {
  const closest = (target as { closest?: (selector: string) => EarlyForm | null } | null)?.closest;
  return typeof closest === 'function' ? closest.call(target, `form[${earlyFormAttribute}]`) : null;
}

/**
 * The page's early forms: the stored draft back into their empty fields (never the consent box), and what
 * was typed before this layer arrived into the draft.
 */
function restoreDrafts(root: ParentNode): void {
  const storage = sessionDraftStorage();
  for (const form of Array.from(root.querySelectorAll<HTMLFormElement>(`form[${earlyFormAttribute}]`))) {
    const name = form.getAttribute(earlyFormAttribute) ?? '';
    const draft = readDraft(storage, name);
    const typed = draftWithTyped(draft, allTextFields(form));
    if (draft) restoreEmptyFields(form as FormLike, draft.values);
    if (typed) writeDraft(storage, name, typed);
  }
}

/** What is typed before the app is ready goes into the draft (its pending submission kept). */
function keepDraft(event: Event): void {
  const form = earlyFormOf(event.target) as (EarlyForm & HTMLFormElement) | null;
  const name = form?.getAttribute(earlyFormAttribute);
  if (!form || !name || ready.has(name)) return;
  const storage = sessionDraftStorage();
  writeDraft(storage, name, { values: allTextFields(form), pending: readDraft(storage, name)?.pending ?? null });
}

/** Restores drafts now, then keeps them until the app takes over. Call once, from the entry. */
export function installEarlyForms(target: EventTarget = document): void {
  if (typeof document !== 'undefined' && target === document) {
    restoreDrafts(document);
    document.addEventListener('input', keepDraft, true);
  }
  listenForSubmits(target);
}

/** Listens (capture phase, before React's own listener) for submits of forms not yet taken over by the app. */
function listenForSubmits(target: EventTarget): void {
  target.addEventListener(
    'submit',
    (event) => {
      const form = earlyFormOf(event.target);
      const name = form?.getAttribute(earlyFormAttribute);
      if (!form || !name || ready.has(name)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      queued.add(name);
      // A form that hands off to a chat opens its tab now, inside the tap (popup blockers allow it only
      // there); the hydrated form points it at the chat or closes it (takeEarlyTab).
      // (Only for a form whose required fields are filled: an incomplete form's tab would flash open and shut.)
      if (form.hasAttribute(earlyAttributes.tab) && !tabs.has(name) && requiredFilled(form))
        tabs.set(name, openPendingTab());
      form.setAttribute('aria-busy', 'true');
      form.querySelector(withAttribute(earlyAttributes.pending))?.removeAttribute('hidden');
    },
    true,
  );
}

/**
 * Called by the hydrated form with its name: from now on its submits are the app's. Answers true
 * once if a submit was queued before (the form sends it), false otherwise.
 */
export function takeEarlySubmit(name: string, form?: EarlyForm | null): boolean {
  ready.add(name);
  const was = queued.delete(name);
  form?.removeAttribute('aria-busy');
  return was;
}

interface FieldLike {
  getAttribute?(name: string): string | null;
  type?: string;
  value?: string;
  checked?: boolean;
  validity?: { valid: boolean };
}

/**
 * Whether the form looks complete before the app can check it: every field marked `aria-required` holds a
 * letter or digit (a checkbox: is ticked) and no field breaks the browser's own constraints (an e-mail).
 * The app's check is stricter; this one only keeps an incomplete form from flashing a chat tab open.
 */
export function requiredFilled(form: { elements?: ArrayLike<unknown> }): boolean {
  return Array.from(form.elements ?? []).every((element) => {
    const field = element as FieldLike;
    if (field.validity?.valid === false) return false;
    if (field.getAttribute?.('aria-required') !== 'true') return true;
    return field.type === 'checkbox' ? field.checked === true : /[\p{L}\p{N}]/u.test(field.value ?? '');
  });
}

/** The tab an early submit opened for the chat hand-off (once), or null. */
export function takeEarlyTab(name: string): PendingTab | null {
  const tab = tabs.get(name) ?? null;
  tabs.delete(name);
  return tab;
}

/** When the form leaves the page (another route): its next copy starts early again. */
export function releaseEarlyForm(name: string): void {
  ready.delete(name);
}
