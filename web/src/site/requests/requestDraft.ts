import {
  cleanText,
  isStaffRefCode,
  isStrictEmail,
  multilineProblem,
  singleLineProblem,
  type RequestFields,
  type Language,
} from '@household/model';
import { normalizePhone } from '@/lib/phone';
import { isTrackingCode } from '@household/model';

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
export type RequestProblem =
  'nameRequired' | 'nameInvalid' | 'phoneInvalid' | 'emailInvalid' | 'noteInvalid' | 'consentRequired' | 'workersCount';

/** Everything but the three server timestamps. */
export interface RequestDraft extends RequestFields {
  status: 'new';
  history: [];
}

export type RequestValidation =
  { ok: true; draft: RequestDraft } | { ok: false; problems: Partial<Record<RequestField, RequestProblem>> };

export function validateRequest(
  values: RequestFormValues,
  refCodes: readonly string[],
  locale: Language,
  trackingCode: string,
): RequestValidation {
  const problems: Partial<Record<RequestField, RequestProblem>> = {};
  const unique = [...new Set(refCodes)];
  if (unique.length < 1 || unique.length > maxRequestWorkers || !unique.every(isStaffRefCode))
    problems.refCodes = 'workersCount';
  // The same text checks as the rules (model textHygiene): what is stored is the cleaned value.
  const name = cleanText(values.name);
  const nameProblem = singleLineProblem(values.name, requestLimits.name);
  // Left empty: required; typed but only invisible characters, controls or bidi overrides: invalid.
  if (values.name.trim().length === 0) problems.name = 'nameRequired';
  else if (nameProblem) problems.name = 'nameInvalid';
  const phone = normalizePhone(values.phone);
  if (!phone) problems.phone = 'phoneInvalid';
  const email = cleanText(values.email);
  if (email.length > 0 && (email.length > requestLimits.email || !isStrictEmail(email)))
    problems.email = 'emailInvalid';
  const note = cleanText(values.note);
  if (note.length > 0 && multilineProblem(note, requestLimits.note)) problems.note = 'noteInvalid';
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
export function requestWhatsAppText(
  draft: RequestDraft,
  labels: { intro: string; code: string; workers: string; name: string },
): string {
  return [
    labels.intro,
    `${labels.code}: ${draft.trackingCode}`,
    `${labels.workers}: ${draft.refCodes.join(', ')}`,
    `${labels.name}: ${draft.name}`,
  ].join('\n');
}
