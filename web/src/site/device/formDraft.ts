/**
 * Drafts of the public forms (issue 30): what a visitor typed survives a reload or an accidental
 * back, kept in the tab's sessionStorage (on the device, gone with the tab: a shared phone keeps no
 * one's details for the next person) and cleared after a successful send. The consent box is never
 * part of a draft. A draft also keeps the pending submission (its document id and what was sent), so
 * a retry after a reload writes the same document. Pure: the storage is passed in.
 */
export interface PendingSubmission {
  /** The document id chosen on the device before the first try. */
  id: string;
  /** What that try sent (formSubmission's fingerprint): the same text reuses the id, changed text gets a new one. */
  fingerprint: string;
}

export interface FormDraft {
  values: Record<string, string>;
  pending: PendingSubmission | null;
}

/** The part of the Web Storage API a draft needs. */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const prefix = 'hs.draft.';

const isRecordOfStrings = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

function isPending(value: unknown): value is PendingSubmission {
  const pending = value as PendingSubmission | null;
  return typeof pending?.id === 'string' && typeof pending.fingerprint === 'string';
}

/** The stored draft of form `name`, or null (none, unreadable, or not a draft). Never throws. */
export function readDraft(storage: DraftStorage | null, name: string): FormDraft | null {
  try {
    const raw = storage?.getItem(prefix + name);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as { values?: unknown; pending?: unknown };
    if (!isRecordOfStrings(parsed.values)) return null;
    return { values: parsed.values, pending: isPending(parsed.pending) ? parsed.pending : null };
  } catch {
    return null;
  }
}

/** Stores the draft; a full or blocked storage only loses the draft, never the form. */
export function writeDraft(storage: DraftStorage | null, name: string, draft: FormDraft): void {
  try {
    const empty = Object.values(draft.values).every((value) => value.length === 0) && !draft.pending;
    if (empty) storage?.removeItem(prefix + name);
    else storage?.setItem(prefix + name, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the form still works, without a draft.
  }
}

/**
 * The draft once the early layer arrives on a form that already holds text: typed before the layer could
 * listen (it comes after the first paint, decision 043), so no input event kept it. The typed text wins
 * over the stored draft field by field; an empty field keeps the draft's value (the field the visitor is
 * in is never filled from a draft, so its empty value must not erase it). Null when nothing was typed:
 * the stored draft stays as it is.
 */
export function draftWithTyped(stored: FormDraft | null, typed: Record<string, string>): FormDraft | null {
  const entered = Object.entries(typed).filter(([, value]) => value.length > 0);
  if (entered.length === 0) return null;
  return { values: { ...stored?.values, ...Object.fromEntries(entered) }, pending: stored?.pending ?? null };
}

export function clearDraft(storage: DraftStorage | null, name: string): void {
  try {
    storage?.removeItem(prefix + name);
  } catch {
    // as above
  }
}

/** The tab's sessionStorage, or null where reading it throws (blocked storage). */
export function sessionDraftStorage(): DraftStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The id of the next try: the pending one when the same content is sent again (a retry, a second
 * tap, a send after a reload), a new one when there is none or the content changed.
 */
export function submissionFor(
  pending: PendingSubmission | null,
  fingerprint: string,
  newId: () => string,
): PendingSubmission {
  return pending && pending.fingerprint === fingerprint ? pending : { id: newId(), fingerprint };
}
