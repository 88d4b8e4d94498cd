/** The public contact form (docs/architecture.md#data-model). Pure helpers, unit tested. */
import {
  cleanText,
  isStrictEmail,
  multilineProblem,
  singleLineProblem,
  type TextProblem,
  isPhone,
  type Language,
} from '@household/model';
import { toAsciiDigits } from '@household/model';

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

export type ContactField = keyof ContactFormValues;

/** Why a field is refused (each has a message in both locales: contact.errors.<problem>). */
export type ContactProblem = TextProblem | 'email' | 'phone' | 'consent';

/** The refused fields and their reason; empty when the form may be sent. `consent` is the checkbox. */
export type ContactErrors = Partial<Record<ContactField | 'consent', ContactProblem>>;

/** Digits, spaces, + - ( ); starts with a digit, + or ( (as the security rules require). */

/**
 * The same checks as firestore.rules (contactMessages): name and subject one clean line, message
 * clean text, a strict e-mail, an optional phone, and the privacy consent. Checks the values as
 * they will be stored (invisible characters trimmed).
 */
export function validateContact(values: ContactFormValues, consent: boolean): ContactErrors {
  const errors: ContactErrors = {};
  const name = singleLineProblem(values.name, contactLimits.name);
  if (name) errors.name = name;
  const email = cleanText(values.email);
  if (email.length === 0) errors.email = 'required';
  else if (!isStrictEmail(email)) errors.email = 'email';
  // Arabic-Indic digits count as digits (stored as ASCII by toContactMessage).
  const phone = toAsciiDigits(cleanText(values.phone));
  // The one phone rule of the model, which firestore.rules checks too (issue 27): real digits, not just `+`.
  if (phone.length > 0 && !isPhone(phone)) errors.phone = 'phone';
  const subject = singleLineProblem(values.subject, contactLimits.subject);
  if (subject) errors.subject = subject;
  const message = multilineProblem(values.message, contactLimits.message);
  if (message) errors.message = message;
  if (!consent) errors.consent = 'consent';
  return errors;
}

export const hasContactErrors = (errors: ContactErrors): boolean => Object.keys(errors).length > 0;

/**
 * The form's summary line for refused input (a key of the public locale): SPEC's catalogued "Please fill
 * in all required fields." when a required field is empty, else "Please correct the fields marked below".
 */
export function contactSummaryKey(errors: ContactErrors): 'contact.required' | 'contact.fixFields' {
  return Object.values(errors).includes('required') ? 'contact.required' : 'contact.fixFields';
}

/** The document fields of `contactMessages/{id}` except consentAt and createdAt (server timestamps added by the api). */
export interface ContactMessageFields {
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: 'unread';
  locale: Language;
}

/** Values trimmed of invisible characters; an empty phone becomes null (docs/architecture.md#conventions: absent optional values are null). */
export function toContactMessage(values: ContactFormValues, locale: Language): ContactMessageFields {
  const phone = toAsciiDigits(cleanText(values.phone));
  return {
    name: cleanText(values.name),
    email: cleanText(values.email),
    phone: phone.length > 0 ? phone : null,
    subject: cleanText(values.subject),
    message: cleanText(values.message),
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
