/**
 * `requests/{id}`: a family's request for one or more workers (docs/architecture.md#data-model). The one
 * list of request statuses: firestore.rules (`requestStatuses()`), the admin's request table, the dashboard
 * counters and the `trackRequest` callable all use it. A status is a stage code of one of the two journeys
 * (model/src/journey.ts, issue 34): recruitment and transfer of services, each with its endings.
 */
import type { Language } from './language.ts';

export const requestStatuses = [
  'new',
  'contacted',
  'cvsOffered',
  'contract',
  'visa',
  'travelBooked',
  'arrived',
  'transferFiled',
  'familyPaid',
  'handover',
  'probation',
  'completed',
  'transferred',
  'cancelled',
  'replaced',
  'refunded',
] as const;
export type RequestStatus = (typeof requestStatuses)[number];

/** How a request ends: it is no longer worked on (retention purges it after the retention period). */
export const finishedRequestStatuses = ['completed', 'transferred', 'cancelled', 'replaced', 'refunded'] as const;

/** Still being worked on: everything but the endings (the dashboard's open requests). */
export const openRequestStatuses: readonly RequestStatus[] = requestStatuses.filter(
  (status) => !(finishedRequestStatuses as readonly string[]).includes(status),
);

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
