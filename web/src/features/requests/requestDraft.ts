import { normalizePhone } from '@/lib/phone';
import { isTrackingCode } from './trackingCode';

/**
 * The public request form (docs/architecture.md#data-model, `requests/{id}`): pure validation and the
 * document a visitor creates. firestore.rules (isValidNewRequest) checks exactly this shape;
 * api/requestsApi.ts adds consentAt, createdAt and updatedAt as server timestamps.
 */

export const maxRequestWorkers = 5;
export const requestLimits = { name: 100, email: 254, phone: 30, note: 2000 } as const;

export interface RequestFormValues {
  name: string;
  phone: string;
  email: string;
  note: string;
  consent: boolean;
}

export const emptyRequestForm: RequestFormValues = { name: '', phone: '', email: '', note: '', consent: false };

export type RequestField = keyof RequestFormValues | 'refCodes';
/** Each reason has a message key `requests.errors.{reason}` in both locales. */
export type RequestProblem = 'nameRequired' | 'nameInvalid' | 'phoneInvalid' | 'emailInvalid' | 'noteInvalid' | 'consentRequired' | 'workersCount';

/** Everything but the three server timestamps. */
export interface RequestDraft {
  trackingCode: string;
  refCodes: string[];
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  locale: 'en' | 'ar';
  status: 'new';
  history: [];
}

export type RequestValidation = { ok: true; draft: RequestDraft } | { ok: false; problems: Partial<Record<RequestField, RequestProblem>> };

const refCodePattern = /^(MD|CL|NN|DR|TR)-[0-9]{4}$/;
// Same e-mail check as the rules' isStrictEmail.
const emailPattern = /^[A-Za-z0-9_%+-]+([.][A-Za-z0-9_%+-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?[.])+[A-Za-z]{2,63}$/;
// eslint-disable-next-line no-control-regex
const forbiddenChars = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\u202A-\u202E\u2066-\u2069]/;
const invisibleOnly = /^[\s\u00AD\u200B-\u200F\u2060\uFEFF]*$/;

/** Not blank once invisible characters are removed; no control or bidirectional override characters. */
export function isCleanText(value: string, max: number, multiline = false): boolean {
  if (value.length === 0 || value.length > max || invisibleOnly.test(value) || forbiddenChars.test(value)) return false;
  return multiline || !/[\r\n]/.test(value);
}

export function isStaffRefCode(value: string): boolean {
  return refCodePattern.test(value);
}

export function validateRequest(
  values: RequestFormValues,
  refCodes: readonly string[],
  locale: 'en' | 'ar',
  trackingCode: string,
): RequestValidation {
  const problems: Partial<Record<RequestField, RequestProblem>> = {};
  const unique = [...new Set(refCodes)];
  if (unique.length < 1 || unique.length > maxRequestWorkers || !unique.every(isStaffRefCode)) problems.refCodes = 'workersCount';
  const name = values.name.trim();
  if (name.length === 0) problems.name = 'nameRequired';
  else if (!isCleanText(name, requestLimits.name)) problems.name = 'nameInvalid';
  const phone = normalizePhone(values.phone);
  if (!phone) problems.phone = 'phoneInvalid';
  const email = values.email.trim();
  if (email.length > 0 && (email.length > requestLimits.email || !emailPattern.test(email) || email.split('@')[0]!.length > 64)) problems.email = 'emailInvalid';
  const note = values.note.trim();
  if (note.length > 0 && !isCleanText(note, requestLimits.note, true)) problems.note = 'noteInvalid';
  if (!values.consent) problems.consent = 'consentRequired';
  if (!isTrackingCode(trackingCode)) throw new Error(`Not a tracking code: ${trackingCode}`);
  if (Object.keys(problems).length > 0 || !phone) return { ok: false, problems };
  return {
    ok: true,
    draft: {
      trackingCode,
      refCodes: unique,
      name,
      phone,
      email: email.length > 0 ? email : null,
      message: note.length > 0 ? note : null,
      locale,
      status: 'new',
      history: [],
    },
  };
}

/** The WhatsApp text after a request: names the tracking code and the workers. */
export function requestWhatsAppText(draft: RequestDraft, labels: { intro: string; code: string; workers: string; name: string }): string {
  return [labels.intro, `${labels.code}: ${draft.trackingCode}`, `${labels.workers}: ${draft.refCodes.join(', ')}`, `${labels.name}: ${draft.name}`].join('\n');
}
