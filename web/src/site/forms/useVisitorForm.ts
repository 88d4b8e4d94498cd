import { useCallback, useEffect, useRef, useState } from 'react';
import { newSubmissionId } from '@/lib/firebase/visitorMarker';
import { releaseEarlyForm, takeEarlySubmit } from '@/site/early/forms';
import {
  clearDraft,
  readDraft,
  sessionDraftStorage,
  submissionFor,
  writeDraft,
  type PendingSubmission,
} from '@/site/device/formDraft';
import { readTextFields, restoreEmptyFields } from '@/site/device/formFields';

const noForm = { elements: { namedItem: () => null } };

/** After this long without an answer, the "still sending" line adds that the visitor may keep waiting. */
export const slowSendMs = 6_000;

/**
 * What the contact and request forms share (issues 25 and 30): an uncontrolled form whose draft is
 * kept in the tab (restored into empty fields once hydrated), a submit queued before the app was
 * ready sent once, and one document id per content, chosen before the first try and kept until the
 * send succeeds. `name` is the form's `data-early-form` name and its draft's key.
 */
export function useVisitorForm<K extends string>(name: string, fields: readonly K[]) {
  const formRef = useRef<HTMLFormElement>(null);
  const pending = useRef<PendingSubmission | null>(null);
  const fieldsRef = useRef(fields);

  useEffect(() => {
    const form = formRef.current;
    const draft = readDraft(sessionDraftStorage(), name);
    pending.current = draft?.pending ?? null;
    if (form && draft) restoreEmptyFields(form, draft.values);
    // A submit made before the app was ready goes through the form's own handler, once.
    if (form && takeEarlySubmit(name, form)) form.requestSubmit();
    return () => releaseEarlyForm(name);
  }, [name]);

  /** The fields' current text, read from the DOM. */
  const values = useCallback((): Record<K, string> => readTextFields(formRef.current ?? noForm, fieldsRef.current), []);

  /** Keeps what is typed (call on every input). */
  const saveDraft = useCallback(() => {
    if (formRef.current) writeDraft(sessionDraftStorage(), name, { values: values(), pending: pending.current });
  }, [name, values]);

  /** The submission of this content: the pending id again for the same content, else a new one (kept in the draft). */
  const submission = useCallback(
    (fingerprint: string, newId: () => string = newSubmissionId): PendingSubmission => {
      pending.current = submissionFor(pending.current, fingerprint, newId);
      saveDraft();
      return pending.current;
    },
    [saveDraft],
  );

  /** After a refusal (nothing was stored): the next try gets a new id. */
  const forgetSubmission = useCallback(() => {
    pending.current = null;
    saveDraft();
  }, [saveDraft]);

  /** After a successful send: the draft and the pending id are gone; the fields are emptied. */
  const finish = useCallback(() => {
    pending.current = null;
    clearDraft(sessionDraftStorage(), name);
    formRef.current?.reset();
  }, [name]);

  return { formRef, values, saveDraft, submission, forgetSubmission, finish };
}

/** True while `active` has lasted at least `slowSendMs` (the "you may keep waiting" line). */
export function useSlowNotice(active: boolean): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!active) return undefined;
    const timer = window.setTimeout(() => setSlow(true), slowSendMs);
    return () => {
      window.clearTimeout(timer);
      setSlow(false);
    };
  }, [active]);
  return slow;
}
