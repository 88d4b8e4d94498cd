/**
 * `requests/{id}`: a family's request for one or more workers (docs/architecture.md#data-model). The one
 * list of request statuses, in the office's order: firestore.rules (`requestStatuses()`), the admin's
 * request table, the dashboard counters and the `trackRequest` callable all use it.
 */
import type { Language } from './language.ts';
export const requestStatuses = ['new', 'contacted', 'contract', 'visa', 'arrived', 'closed', 'cancelled'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** Still being worked on: everything but closed and cancelled (the dashboard's open requests). */
export const openRequestStatuses: readonly RequestStatus[] = ['new', 'contacted', 'contract', 'visa', 'arrived'];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (requestStatuses as readonly string[]).includes(value);
}

/** What a family writes in a request (`requests/{trackingCode}`), besides its status, history and times. */
export interface RequestFields {
  trackingCode: string;
  refCodes: string[];
  name: string;
  phone: string;
  email: string | null;
  message: string | null;
  locale: Language;
}
