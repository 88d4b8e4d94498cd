/** What the admin dashboard shows when a contact message arrives. Pure: no SDK. */
export interface ContactMessageLike {
  name?: unknown;
  subject?: unknown;
}

export interface NotificationDraft {
  kind: 'contactMessage';
  title: string;
  body: string;
  link: string;
  read: false;
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
  };
}
