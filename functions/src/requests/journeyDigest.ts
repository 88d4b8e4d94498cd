/**
 * The daily digest of late requests (issue 34): one e-mail a day to the office's notification address listing
 * every request whose official clock ran out (model/src/journey.ts lateAndDue, the same list as the dashboard),
 * the longest overdue first. Pure: no SDK (journeyDigestJob.ts reads and writes).
 */
import {
  escapeHtml,
  isJourney,
  isRequestStatus,
  lateAndDue,
  oneLine,
  stageDatesOf,
  type JourneyClocks,
  type JourneyState,
} from '@household/model';
import type { MailDocument } from '../notifications/contactMail';
import type { TimeValue } from './trackLookup';

export interface DigestRequest {
  id: string;
  data: Record<string, unknown>;
}

export interface LateLine {
  trackingCode: string;
  stage: string;
  dueStage: string;
  dueDay: string;
  lateDays: number;
}

function toDate(value: unknown): Date | null {
  return typeof (value as TimeValue | null)?.toDate === 'function' ? (value as TimeValue).toDate() : null;
}

/** A stored request as the clocks read it, or null when its status is not a stage. */
export function journeyStateOf(data: Record<string, unknown>): JourneyState | null {
  if (!isRequestStatus(data.status)) return null;
  const extension = data.arrivalExtension as { days?: unknown } | null | undefined;
  return {
    journey: isJourney(data.journey) ? data.journey : 'recruitment',
    status: data.status,
    stageDates: stageDatesOf(data, toDate),
    hasVisa: data.hasVisa === true,
    arrivalExtension: typeof extension?.days === 'number' ? { days: extension.days } : null,
  };
}

/** The late requests, the longest overdue first. */
export function lateLines(requests: readonly DigestRequest[], clocks: JourneyClocks, now: Date): LateLine[] {
  return lateAndDue(requests, (request) => journeyStateOf(request.data), clocks, now).late.map(({ item, clock }) => ({
    trackingCode: oneLine(typeof item.data.trackingCode === 'string' ? item.data.trackingCode : item.id),
    stage: clock.stage,
    dueStage: clock.dueStage ?? '',
    dueDay: clock.dueDay ?? '',
    lateDays: clock.lateDays,
  }));
}

export const journeyDigestMailId = (day: string) => `journey-digest-${day}`;

/** The digest e-mail of one office day, or null when nothing is late. */
export function buildJourneyDigest(lines: readonly LateLine[], day: string, to: string): MailDocument | null {
  if (lines.length === 0) return null;
  const row = (line: LateLine) =>
    `${line.trackingCode}: ${line.stage}, ${line.dueStage} was due ${line.dueDay} (${line.lateDays} days late)`;
  const text = [
    `Requests whose official clock ran out, ${day} (Riyadh):`,
    '',
    ...lines.map(row),
    '',
    'Open the admin portal (Dashboard) to move them on or set the right stage dates.',
  ].join('\n');
  const html = [
    `<p>Requests whose official clock ran out, ${escapeHtml(day)} (Riyadh):</p>`,
    '<table>',
    '<tr><th align="left">Tracking code</th><th align="left">Stage</th><th align="left">Due</th><th align="left">Days late</th></tr>',
    ...lines.map(
      (line) =>
        `<tr><td>${escapeHtml(line.trackingCode)}</td><td>${escapeHtml(line.stage)}</td>` +
        `<td>${escapeHtml(`${line.dueStage} by ${line.dueDay}`)}</td><td>${line.lateDays}</td></tr>`,
    ),
    '</table>',
    '<p>Open the admin portal (Dashboard) to move them on or set the right stage dates.</p>',
  ].join('\n');
  const subject = `${lines.length} late request${lines.length === 1 ? '' : 's'} on ${day}`;
  return { to, message: { subject, text, html } };
}
