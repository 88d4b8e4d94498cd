import { toDate } from '../../../lib/firebase/convert';

export const messageStatuses = ['unread', 'read', 'replied'] as const;
export type MessageStatus = (typeof messageStatuses)[number];

/** `contactMessages/{id}` as the admin table shows it. */
export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: MessageStatus;
  locale: string | null;
  createdAt: Date | null;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function isMessageStatus(value: unknown): value is MessageStatus {
  return typeof value === 'string' && (messageStatuses as readonly string[]).includes(value);
}

export function toContactMessage(id: string, data: Record<string, unknown>): ContactMessage {
  const phone = text(data.phone).trim();
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    phone: phone.length > 0 ? phone : null,
    subject: text(data.subject),
    message: text(data.message),
    // An older client wrote 'new' for a fresh message (SPEC section 4): it is unread.
    status: isMessageStatus(data.status) ? data.status : 'unread',
    locale: typeof data.locale === 'string' ? data.locale : null,
    createdAt: toDate(data.createdAt),
  };
}

const simpleEmail = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]+$/;

/**
 * A `mailto:` reply link with the subject 'Re: {subject}', built with encodeURIComponent so the
 * sender's text cannot add headers or recipients. Null when the address is not a plain e-mail.
 */
export function buildReplyMailto(email: string, subject: string): string | null {
  const address = email.trim();
  if (!simpleEmail.test(address)) return null;
  const cleanSubject = subject.replace(/[\r\n]+/g, ' ').trim();
  return `mailto:${encodeURIComponent(address).replace(/%40/g, '@')}?subject=${encodeURIComponent(`Re: ${cleanSubject}`)}`;
}

/** A tel: link from a phone number (digits and one leading plus only), or null. */
export function buildTelLink(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/[^\d+]/g, '').replace(/(?!^)\+/g, '');
  return /\d{5,}/.test(digits) ? `tel:${digits}` : null;
}
