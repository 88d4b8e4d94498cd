/** The admin's view of `requests/{id}` (docs/architecture.md#data-model). Pure: no SDK. */
import { toCsv } from '@/admin/lib/csv/csv';
import { officeDateTime } from '@/admin/lib/csv/officeTime';
import { toDate } from '@/lib/firebase/convert';

import {
  isJourney,
  isLanguage,
  isRequestStatus,
  requestStatuses,
  stageDatesOf,
  type Journey,
  type RequestFields,
  type RequestStatus,
} from '@household/model';

export { openRequestStatuses, requestStatuses, type RequestStatus } from '@household/model';

export interface RequestHistoryEntry {
  status: RequestStatus;
  at: Date;
}

export interface AdminRequest extends RequestFields {
  id: string;
  status: RequestStatus;
  history: RequestHistoryEntry[];
  createdAt: Date | null;
  updatedAt: Date | null;
  /** Issue 34: the journey, the date each stage was reached and what the office entered. */
  journey: Journey;
  stageDates: Partial<Record<RequestStatus, Date>>;
  hasVisa: boolean | null;
  contractPriceHalalas: number | null;
  contractMonths: number | null;
  arrivalExtension: { days: number; reason: string } | null;
  /** The office day the current stage's clock ends (stamped by onRequestWritten), or null. */
  dueDay: string | null;
}

function positiveWhole(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

function extensionOf(value: unknown): AdminRequest['arrivalExtension'] {
  const { days, reason } = (value ?? {}) as { days?: unknown; reason?: unknown };
  return typeof days === 'number' && typeof reason === 'string' ? { days, reason } : null;
}

export { isRequestStatus };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function toAdminRequest(id: string, data: Record<string, unknown>): AdminRequest {
  const history: RequestHistoryEntry[] = [];
  for (const entry of Array.isArray(data.history) ? data.history : []) {
    const { status, at } = (entry ?? {}) as { status?: unknown; at?: unknown };
    const date = toDate(at);
    if (isRequestStatus(status) && date) history.push({ status, at: date });
  }
  history.sort((a, b) => a.at.getTime() - b.at.getTime());
  return {
    id,
    trackingCode: text(data.trackingCode),
    refCodes: Array.isArray(data.refCodes)
      ? data.refCodes.filter((code): code is string => typeof code === 'string')
      : [],
    name: text(data.name),
    phone: text(data.phone),
    email: typeof data.email === 'string' && data.email ? data.email : null,
    message: typeof data.message === 'string' && data.message ? data.message : null,
    locale: isLanguage(data.locale) ? data.locale : 'en',
    status: isRequestStatus(data.status) ? data.status : 'new',
    history,
    createdAt: toDate(data.createdAt),
    updatedAt: toDate(data.updatedAt),
    journey: isJourney(data.journey) ? data.journey : 'recruitment',
    stageDates: stageDatesOf(data, toDate),
    hasVisa: typeof data.hasVisa === 'boolean' ? data.hasVisa : null,
    contractPriceHalalas: positiveWhole(data.contractPriceHalalas),
    contractMonths: positiveWhole(data.contractMonths),
    arrivalExtension: extensionOf(data.arrivalExtension),
    dueDay: typeof data.dueDay === 'string' ? data.dueDay : null,
  };
}

/** How many requests sit in each status (every status present, zero when empty). */
export function countByStatus(requests: readonly Pick<AdminRequest, 'status'>[]): Record<RequestStatus, number> {
  const counts = Object.fromEntries(requestStatuses.map((status) => [status, 0])) as Record<RequestStatus, number>;
  for (const request of requests) counts[request.status] += 1;
  return counts;
}

/** Case-insensitive search on name, phone, tracking code and refCodes. */
export function matchesSearch(request: AdminRequest, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  return [request.name, request.phone, request.trackingCode, ...request.refCodes].some((value) =>
    value.toLowerCase().includes(needle),
  );
}

/** Default hold of a reserved worker. */
export const reservationDays = 14;

/** When a reservation made at `now` ends. */
export function reservationEnd(now: Date, days = reservationDays): Date {
  return new Date(now.getTime() + days * 24 * 60 * 60 * 1000);
}

/** The admin staff table searched for one refCode (the staff record a request names). */
export function staffRecordLink(refCode: string): string {
  return `/admin/staff?q=${encodeURIComponent(refCode)}`;
}

/** The requests CSV export (the board's current filter and search): dates in Riyadh time, workers separated by ;. */
export const requestCsvColumns = [
  'trackingCode',
  'status',
  'createdAt',
  'updatedAt',
  'name',
  'phone',
  'email',
  'refCodes',
  'message',
  'locale',
] as const;

export function requestsCsv(requests: readonly AdminRequest[]): string {
  return toCsv(
    requestCsvColumns,
    requests.map((item) => [
      item.trackingCode,
      item.status,
      officeDateTime(item.createdAt),
      officeDateTime(item.updatedAt),
      item.name,
      item.phone,
      item.email ?? '',
      item.refCodes.join(';'),
      item.message ?? '',
      item.locale,
    ]),
  );
}
