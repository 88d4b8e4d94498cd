import { serverTimestamp } from 'firebase/firestore/lite';
import { createAsVisitor } from '@/lib/firebase/visitorWrite';
import type { ContactMessageFields } from '../contactMessage';

export { isRefusedWrite, VisitorLimitError } from '@/lib/firebase/visitorWrite';

/**
 * Creates one `contactMessages` document with exactly {name, email, phone, subject, message,
 * status: 'unread', locale, consentAt, createdAt} (the security rules check this key set), as a
 * signed-in visitor through the per-visitor limit (docs/decisions/010-rate-limits.md), as
 * `contactMessages/{id}` with the id chosen on the device (a retry with the same id never makes a second copy).
 */
export async function sendContactMessage(id: string, fields: ContactMessageFields): Promise<void> {
  await createAsVisitor('contactMessages', id, {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    subject: fields.subject,
    message: fields.message,
    status: 'unread',
    locale: fields.locale,
    consentAt: serverTimestamp(),
    createdAt: serverTimestamp(),
  });
}
