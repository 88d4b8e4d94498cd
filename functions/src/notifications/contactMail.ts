/**
 * The e-mail the office gets for a new contact message, in the Firebase Trigger Email extension's
 * `mail/{id}` format. Pure: no SDK. Every piece of user text is HTML-escaped in the HTML part; row
 * values and the subject are one line (a newline in a name cannot forge rows) without bidi controls.
 */
import { cleanText, escapeHtml, oneLine } from '@household/model';

export interface ContactMessageFields {
  name?: unknown;
  email?: unknown;
  phone?: unknown;
  subject?: unknown;
  message?: unknown;
  locale?: unknown;
}

export interface MailDocument {
  to: string;
  message: { subject: string; text: string; html: string };
}

export { escapeHtml };

const EMAIL = /^[^\s@<>"',;]+@[^\s@<>"',;]+\.[^\s@<>"',;]+$/;

/** The notification address from `settings/private`, or null when it is unset or not an e-mail address. */
export function notificationAddress(privateSettings: { notificationEmail?: unknown } | undefined): string | null {
  const value = privateSettings?.notificationEmail;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return trimmed.length <= 254 && EMAIL.test(trimmed) ? trimmed : null;
}

function field(value: unknown, max: number): string {
  return typeof value === 'string' ? cleanText(value).slice(0, max) : '';
}

/** One line, no control, line-separator or bidi character (no forged rows); for a row value. */
function rowText(value: string): string {
  return oneLine(value);
}

/** A mail header: one line, and no bidi mark at all (embeddings, overrides, isolates, LRM/RLM/ALM). */
function headerText(value: string): string {
  return oneLine(value.replace(/[\u200E\u200F\u061C]/g, ''));
}

export function mailIdForMessage(messageId: string): string {
  return `contact-${messageId}`;
}

export function buildContactMail(messageId: string, message: ContactMessageFields, to: string): MailDocument {
  const name = field(message.name, 100) || 'Someone';
  const email = field(message.email, 254);
  const phone = field(message.phone, 40);
  const subject = field(message.subject, 200) || '(no subject)';
  const body = field(message.message, 5000);
  const locale = message.locale === 'ar' ? 'Arabic' : 'English';

  const rows: [string, string][] = [
    ['Name', name],
    ['E-mail', email || '-'],
    ['Phone', phone || '-'],
    ['Subject', subject],
    ['Language', locale],
    ['Message id', messageId],
  ];
  const text = [
    'A new message arrived through the website contact form.',
    '',
    ...rows.map(([label, value]) => `${label}: ${rowText(value)}`),
    '',
    body,
    '',
    'Open the admin portal (Messages) to mark it read or reply.',
  ].join('\n');
  const html = [
    '<p>A new message arrived through the website contact form.</p>',
    '<table>',
    ...rows.map(
      ([label, value]) => `<tr><th align="left">${label}</th><td dir="auto">${escapeHtml(rowText(value))}</td></tr>`,
    ),
    '</table>',
    `<p dir="auto" style="white-space:pre-wrap">${escapeHtml(body)}</p>`,
    '<p>Open the admin portal (Messages) to mark it read or reply.</p>',
  ].join('\n');
  return { to, message: { subject: headerText(`New contact message: ${subject}`).slice(0, 250), text, html } };
}
