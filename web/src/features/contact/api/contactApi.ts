import { addDoc, collection, serverTimestamp } from 'firebase/firestore/lite';
import { publicDb } from '../../../lib/firebase/publicDb';
import type { ContactMessageFields } from '../contactMessage';

/**
 * Creates one `contactMessages` document with exactly {name, email, phone, subject, message,
 * status: 'unread', locale, createdAt} (the security rules check this key set).
 */
export async function sendContactMessage(fields: ContactMessageFields): Promise<string> {
  const ref = await addDoc(collection(publicDb(), 'contactMessages'), {
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    subject: fields.subject,
    message: fields.message,
    status: 'unread',
    locale: fields.locale,
    createdAt: serverTimestamp(),
  });
  return ref.id;
}
