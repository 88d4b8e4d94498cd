/** The public contact form (SPEC sections 5 and 7, DESIGN.md section 5). Pure helpers, unit tested. */
export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

export const emptyContactForm: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** Field limits, matching the security rules' string lengths. */
export const contactLimits = { name: 100, email: 254, phone: 30, subject: 200, message: 5000 } as const;

export type ContactValidation = { ok: true } | { ok: false; reason: 'required' | 'email' | 'phone'; fields: (keyof ContactFormValues)[] };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, spaces, + - ( ); starts with a digit, + or ( (as the security rules require). */
const phonePattern = /^[0-9+(][-0-9 +()]{0,29}$/;

/** Name, email, subject and message are required; the email must look like one. Phone is optional. */
export function validateContact(values: ContactFormValues): ContactValidation {
  const missing = (['name', 'email', 'subject', 'message'] as const).filter((field) => values[field].trim().length === 0);
  if (missing.length > 0) return { ok: false, reason: 'required', fields: [...missing] };
  if (!emailPattern.test(values.email.trim())) return { ok: false, reason: 'email', fields: ['email'] };
  const phone = values.phone.trim();
  if (phone.length > 0 && !phonePattern.test(phone)) return { ok: false, reason: 'phone', fields: ['phone'] };
  return { ok: true };
}

/** The document fields of `contactMessages/{id}` except createdAt (a server timestamp added by the api). */
export interface ContactMessageFields {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: 'unread';
  locale: 'en' | 'ar';
}

/** Trimmed values; an empty phone becomes null (DESIGN.md: absent optional values are null). */
export function toContactMessage(values: ContactFormValues, locale: 'en' | 'ar'): ContactMessageFields {
  const phone = values.phone.trim();
  return {
    name: values.name.trim(),
    email: values.email.trim(),
    phone: phone.length > 0 ? phone : null,
    subject: values.subject.trim(),
    message: values.message.trim(),
    status: 'unread',
    locale,
  };
}

export interface WhatsAppLabels {
  greeting: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  noPhone: string;
}

/** The prefilled chat text: a greeting, then name, email, phone, subject and message, one per line. */
export function contactWhatsAppText(message: ContactMessageFields, labels: WhatsAppLabels): string {
  return [
    labels.greeting,
    `${labels.name}: ${message.name}`,
    `${labels.email}: ${message.email}`,
    `${labels.phone}: ${message.phone ?? labels.noPhone}`,
    `${labels.subject}: ${message.subject}`,
    `${labels.message}: ${message.message}`,
  ].join('\n');
}
