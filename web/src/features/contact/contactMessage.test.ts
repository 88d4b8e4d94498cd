import { describe, expect, it } from 'vitest';
import { contactWhatsAppText, emptyContactForm, toContactMessage, validateContact } from './contactMessage';

const filled = { name: ' Sara ', email: 'sara@example.com ', phone: '', subject: 'Nanny', message: 'Hello' };

describe('validateContact', () => {
  it('requires name, email, subject and message', () => {
    expect(validateContact(emptyContactForm)).toEqual({ ok: false, reason: 'required', fields: ['name', 'email', 'subject', 'message'] });
    expect(validateContact({ ...filled, subject: '  ' })).toEqual({ ok: false, reason: 'required', fields: ['subject'] });
  });

  it('rejects a malformed email and accepts a missing phone', () => {
    expect(validateContact({ ...filled, email: 'sara' })).toMatchObject({ ok: false, reason: 'email' });
    expect(validateContact(filled)).toEqual({ ok: true });
    expect(validateContact({ ...filled, phone: '+966 50 123 4567' })).toEqual({ ok: true });
    expect(validateContact({ ...filled, phone: 'call me' })).toMatchObject({ ok: false, reason: 'phone' });
  });
});

describe('toContactMessage', () => {
  it('trims, sends an empty phone as null and starts unread', () => {
    expect(toContactMessage(filled, 'ar')).toEqual({
      name: 'Sara',
      email: 'sara@example.com',
      phone: null,
      subject: 'Nanny',
      message: 'Hello',
      status: 'unread',
      locale: 'ar',
    });
    expect(toContactMessage({ ...filled, phone: ' 0501234567 ' }, 'en').phone).toBe('0501234567');
  });
});

describe('contactWhatsAppText', () => {
  it('lists every field under a greeting', () => {
    const labels = { greeting: 'Hi', name: 'Name', email: 'E-mail', phone: 'Phone', subject: 'Subject', message: 'Message', noPhone: '-' };
    expect(contactWhatsAppText(toContactMessage(filled, 'en'), labels)).toBe(
      'Hi\nName: Sara\nE-mail: sara@example.com\nPhone: -\nSubject: Nanny\nMessage: Hello',
    );
  });
});
