/**
 * Pure logic of the trackRequest callable (docs/architecture.md#data-model): input parsing with length caps,
 * phone and tracking-code normalisation, and the answer a visitor gets (stage and dates, nothing
 * personal). No SDK imports.
 */

/** Longest inputs accepted before any work is done. */
export const maxTrackingCodeLength = 20;
export const maxPhoneLength = 30;

import {
  requestStatuses,
  tidyTrackingCode,
  toAsciiDigits,
  type RequestStatus,
  type TrackAnswer,
} from '@household/model';

export { requestStatuses, type RequestStatus, type TrackAnswer };

/**
 * One canonical form for comparing phone numbers: ASCII digits only, without the international
 * prefix (00 or +), the Saudi country code 966 or the trunk 0. "٠٥٠١٢٣٤٥٦٧", "+966 50 123 4567",
 * "00966501234567" and "0501234567" all give "501234567". Empty when there are no digits.
 */
export function canonicalPhone(value: string): string {
  let digits = toAsciiDigits(value).replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.startsWith('966') && digits.length > 9) digits = digits.slice(3);
  return digits.replace(/^0+/, '');
}

export function phonesMatch(stored: unknown, given: string): boolean {
  if (typeof stored !== 'string') return false;
  const a = canonicalPhone(stored);
  return a.length >= 6 && a === canonicalPhone(given);
}

export type TrackInput = { ok: true; trackingCode: string; phone: string } | { ok: false; message: string };

export function parseTrackInput(data: unknown): TrackInput {
  const input = (data ?? {}) as { trackingCode?: unknown; phone?: unknown };
  const { trackingCode, phone } = input;
  if (typeof trackingCode !== 'string' || typeof phone !== 'string')
    return { ok: false, message: 'trackingCode and phone are required strings.' };
  if (trackingCode.length > maxTrackingCodeLength || phone.length > maxPhoneLength)
    return { ok: false, message: 'trackingCode or phone is too long.' };
  const code = tidyTrackingCode(trackingCode);
  if (!code) return { ok: false, message: 'trackingCode must look like R-XXXX-XX.' };
  if (canonicalPhone(phone).length < 6) return { ok: false, message: 'phone must contain a phone number.' };
  return { ok: true, trackingCode: code, phone };
}

/** What a Firestore Timestamp offers here (and a Date, for tests). */
export interface TimeValue {
  toDate(): Date;
}

function isTime(value: unknown): value is TimeValue {
  return typeof (value as TimeValue | null)?.toDate === 'function';
}

function isStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (requestStatuses as readonly string[]).includes(value);
}

/**
 * The visitor's view of a stored request: status, dated stages (oldest first) and createdAt as ISO
 * strings. When the history trigger has not stamped the current status yet, the stage is shown with
 * updatedAt. Nothing personal (no name, phone, e-mail, note, workers) ever leaves here. journeyAnswer.ts adds
 * the journey, its clock and the guarantee (issue 34).
 */
export function trackAnswer(data: Record<string, unknown>): Pick<TrackAnswer, 'status' | 'history' | 'createdAt'> {
  const status: RequestStatus = isStatus(data.status) ? data.status : 'new';
  const createdAt = isTime(data.createdAt) ? data.createdAt.toDate() : new Date(0);
  const history: { status: RequestStatus; at: Date }[] = [];
  for (const entry of Array.isArray(data.history) ? data.history : []) {
    const { status: entryStatus, at } = (entry ?? {}) as { status?: unknown; at?: unknown };
    if (isStatus(entryStatus) && isTime(at)) history.push({ status: entryStatus, at: at.toDate() });
  }
  history.sort((a, b) => a.at.getTime() - b.at.getTime());
  if (history.length === 0 || history[history.length - 1]!.status !== status) {
    const at = isTime(data.updatedAt) ? data.updatedAt.toDate() : createdAt;
    history.push({ status, at });
  }
  return {
    status,
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    createdAt: createdAt.toISOString(),
  };
}

/**
 * Whether the stored request `requests/{trackingCode}` answers this lookup: it exists, carries the
 * same code (the document id IS the code, issue 27: one request per code, read directly, never a
 * query that other documents could crowd) and the phone matches.
 */
export function answersLookup(
  data: Record<string, unknown> | undefined,
  input: { trackingCode: string; phone: string },
): data is Record<string, unknown> {
  return data !== undefined && data.trackingCode === input.trackingCode && phonesMatch(data.phone, input.phone);
}
