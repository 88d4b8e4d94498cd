/**
 * What the office gets for a new request: the admin notification (`notifications/request-{id}`)
 * and the Trigger Email document (`mail/request-{id}`). Pure: no SDK. User text is HTML-escaped
 * with the contact messages' helper.
 */
import { escapeHtml, type MailDocument } from '../notifications/contactMail';

export interface RequestFields {
  trackingCode?: unknown;
  refCodes?: unknown;
  name?: unknown;
  phone?: unknown;
  email?: unknown;
  message?: unknown;
  locale?: unknown;
}

export interface RequestNotificationDraft {
  kind: 'request';
  /** English fallback (older portals, e-mail digests); the portal renders `data` in the reader's language. */
  title: string;
  body: string;
  link: string;
  read: false;
  /** What the notification names (model NotificationData). */
  data: { name: string | null; trackingCode: string | null; refCodes: string[] };
}

function field(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

function refCodesOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string').slice(0, 5) : [];
}

/** One line, no control or bidirectional-override characters: safe for a mail header and a title. */
function oneLine(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f\u202a-\u202e\u2066-\u2069]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export const requestNotificationId = (requestId: string) => `request-${requestId}`;
export const requestMailId = (requestId: string) => `request-${requestId}`;

export function buildRequestNotification(requestId: string, request: RequestFields): RequestNotificationDraft {
  const name = oneLine(field(request.name, 100)) || 'Someone';
  const codes = refCodesOf(request.refCodes);
  const tracking = field(request.trackingCode, 20);
  return {
    kind: 'request',
    title: `New request from ${name}`,
    body: [tracking, codes.join(', ')].filter(Boolean).join(' · '),
    link: `/admin/requests?open=${encodeURIComponent(requestId)}`,
    read: false,
    data: { name: oneLine(field(request.name, 100)) || null, trackingCode: tracking || null, refCodes: codes },
  };
}

export function buildRequestMail(requestId: string, request: RequestFields, to: string): MailDocument {
  const name = field(request.name, 100) || 'Someone';
  const tracking = field(request.trackingCode, 20);
  const codes = refCodesOf(request.refCodes);
  const note = field(request.message, 2000);
  const rows: [string, string][] = [
    ['Tracking code', tracking || '-'],
    ['Workers', codes.join(', ') || '-'],
    ['Name', name],
    ['Phone', field(request.phone, 30) || '-'],
    ['E-mail', field(request.email, 254) || '-'],
    ['Language', request.locale === 'ar' ? 'Arabic' : 'English'],
    ['Request id', requestId],
  ];
  const text = [
    'A family asked for workers through the website.',
    '',
    ...rows.map(([label, value]) => `${label}: ${value}`),
    '',
    note,
    '',
    'Open the admin portal (Requests) to contact the family and move the request on.',
  ].join('\n');
  const html = [
    '<p>A family asked for workers through the website.</p>',
    '<table>',
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td dir="auto">${escapeHtml(value)}</td></tr>`),
    '</table>',
    `<p dir="auto" style="white-space:pre-wrap">${escapeHtml(note)}</p>`,
    '<p>Open the admin portal (Requests) to contact the family and move the request on.</p>',
  ].join('\n');
  const subject = oneLine(`New request ${tracking}: ${codes.join(', ')} for ${name}`).slice(0, 250);
  return { to, message: { subject, text, html } };
}
