import { languages, type Language } from './language.ts';
import { isOneOf, optionalText, storedDate, text, type StoredData, type ToDate } from './stored.ts';

/** `contactMessages/{id}`: anyone sends one (status unread); the admin changes the status only. */
export const messageStatuses = ['unread', 'read', 'replied'] as const;
export type MessageStatus = (typeof messageStatuses)[number];
export const isMessageStatus = (value: unknown): value is MessageStatus => isOneOf(messageStatuses, value);

export interface ContactMessageDoc<Time = unknown> {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: MessageStatus;
  locale: Language;
  createdAt: Time;
}

/** A message as the app uses it: the stored fields with its id, a Date, and null for an unknown locale. */
export interface ContactMessage extends Omit<ContactMessageDoc<Date | null>, 'locale'> {
  id: string;
  locale: Language | null;
}

export function contactMessageFromStored(id: string, data: StoredData, toDate: ToDate = storedDate): ContactMessage {
  return {
    id,
    name: text(data.name),
    email: text(data.email),
    phone: optionalText(data.phone)?.trim() ?? null,
    subject: text(data.subject),
    message: text(data.message),
    // An older client wrote 'new' for a fresh message: anything unknown is unread.
    status: isMessageStatus(data.status) ? data.status : 'unread',
    locale: isOneOf(languages, data.locale) ? data.locale : null,
    createdAt: toDate(data.createdAt),
  };
}
