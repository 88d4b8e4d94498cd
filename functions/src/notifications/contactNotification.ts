/** What the admin dashboard shows when a contact message arrives. Pure: no SDK. */
export interface ContactMessageLike {
  name?: unknown;
  subject?: unknown;
}

export interface NotificationDraft {
  kind: 'contactMessage';
  /** English fallback (older portals, e-mail digests); the portal renders `data` in the reader's language. */
  title: string;
  body: string;
  link: string;
  read: false;
  /** What the notification names (model NotificationData): the sender and the subject as written. */
  data: { name: string | null; subject: string | null };
}

function optional(value: unknown, max: number): string | null {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return trimmed.length > 0 ? trimmed.slice(0, max) : null;
}

function text(value: unknown, fallback: string, max: number): string {
  const trimmed = typeof value === 'string' ? value.trim() : '';
  return (trimmed.length > 0 ? trimmed : fallback).slice(0, max);
}

export function buildContactNotification(messageId: string, message: ContactMessageLike): NotificationDraft {
  const name = text(message.name, 'Someone', 100);
  const subject = text(message.subject, '(no subject)', 200);
  return {
    kind: 'contactMessage',
    title: `New message from ${name}`,
    body: subject,
    link: `/admin/messages?open=${encodeURIComponent(messageId)}`,
    read: false,
    data: { name: optional(message.name, 100), subject: optional(message.subject, 200) },
  };
}
