/** `contactMessages/{id}`: statuses, type and the one mapper live in the model. */
import type { ContactMessage } from '@household/model';
import { toCsv } from '@/admin/lib/csv/csv';
import { officeDateTime } from '@/admin/lib/csv/officeTime';

export { isMessageStatus, messageStatuses, type ContactMessage, type MessageStatus } from '@household/model';

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

/** The messages CSV export (the table's current filter and search): dates in Riyadh time, text as sent. */
export const messageCsvColumns = [
  'createdAt',
  'status',
  'name',
  'email',
  'phone',
  'subject',
  'message',
  'locale',
] as const;

export function messagesCsv(messages: readonly ContactMessage[]): string {
  return toCsv(
    messageCsvColumns,
    messages.map((item) => [
      officeDateTime(item.createdAt),
      item.status,
      item.name,
      item.email,
      item.phone ?? '',
      item.subject,
      item.message,
      item.locale ?? '',
    ]),
  );
}
