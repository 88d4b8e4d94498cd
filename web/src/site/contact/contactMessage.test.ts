import { describe, expect, it } from 'vitest';
import {
  contactSummaryKey,
  contactWhatsAppText,
  emptyContactForm,
  toContactMessage,
  validateContact,
} from './contactMessage';
import en from '../../locales/en/public.json';
import ar from '../../locales/ar/public.json';

const filled = { name: ' Sara ', email: 'sara@example.com ', phone: '', subject: 'Nanny', message: 'Hello' };

describe('validateContact', () => {
  it('requires name, email, subject, message and the consent', () => {
    expect(validateContact(emptyContactForm, false)).toEqual({
      name: 'required',
      email: 'required',
      subject: 'required',
      message: 'required',
      consent: 'consent',
    });
    expect(validateContact({ ...filled, subject: '  ' }, true)).toEqual({ subject: 'required' });
  });

  it('accepts a filled form with consent, with or without a phone', () => {
    expect(validateContact(filled, true)).toEqual({});
    expect(validateContact({ ...filled, phone: '+966 50 123 4567' }, true)).toEqual({});
  });

  it('refuses a form without consent', () => {
    expect(validateContact(filled, false)).toEqual({ consent: 'consent' });
  });

  it('finds text made of invisible characters blank', () => {
    expect(
      validateContact({ ...filled, name: '\u200B\u200B', subject: '\u00A0', message: '\uFEFF\u2060' }, true),
    ).toEqual({
      name: 'required',
      subject: 'required',
      message: 'required',
    });
  });

  it('refuses control and bidi characters in single-line fields, not line breaks in the message', () => {
    expect(
      validateContact(
        { ...filled, name: 'Sara\nPhone: 0500000000', subject: 'Invoice \u202Egnp.exe', message: 'Line 1\nLine 2' },
        true,
      ),
    ).toEqual({
      name: 'control',
      subject: 'control',
    });
  });

  it('refuses texts longer than the rules allow', () => {
    expect(validateContact({ ...filled, subject: 'x'.repeat(201) }, true)).toEqual({ subject: 'tooLong' });
  });

  it('checks the e-mail strictly and the phone format', () => {
    expect(validateContact({ ...filled, email: 'sara' }, true)).toEqual({ email: 'email' });
    expect(validateContact({ ...filled, email: 'sara@example' }, true)).toEqual({ email: 'email' });
    expect(validateContact({ ...filled, email: 'Sara <sara@example.com>' }, true)).toEqual({ email: 'email' });
    expect(validateContact({ ...filled, email: 'a@b.com,c@d.com' }, true)).toEqual({ email: 'email' });
    expect(validateContact({ ...filled, phone: 'call me' }, true)).toEqual({ phone: 'phone' });
    // The one phone rule (model isPhone, the same as firestore.rules): real digits, not a lone + or brackets.
    for (const phone of ['+', '()', '+ - -', '12345'])
      expect(validateContact({ ...filled, phone }, true), phone).toEqual({ phone: 'phone' });
  });
});

describe('toContactMessage', () => {
  it('accepts an Arabic-Indic phone and stores ASCII digits', () => {
    expect(validateContact({ ...filled, phone: '٠٥٠١٢٣٤٥٦٧' }, true)).toEqual({});
    expect(toContactMessage({ ...filled, phone: '٠٥٠١٢٣٤٥٦٧' }, 'ar').phone).toBe('0501234567');
  });
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
  });

  it('trims invisible characters, not only spaces', () => {
    expect(toContactMessage({ ...filled, name: '\u200B\u00A0Sara\uFEFF', phone: '\u00A0' }, 'en')).toMatchObject({
      name: 'Sara',
      phone: null,
    });
    expect(toContactMessage({ ...filled, phone: ' 0501234567 ' }, 'en').phone).toBe('0501234567');
  });
});

describe('contactWhatsAppText', () => {
  it('lists every field under a greeting', () => {
    const labels = {
      greeting: 'Hi',
      name: 'Name',
      email: 'E-mail',
      phone: 'Phone',
      subject: 'Subject',
      message: 'Message',
      noPhone: '-',
    };
    expect(contactWhatsAppText(toContactMessage(filled, 'en'), labels)).toBe(
      'Hi\nName: Sara\nE-mail: sara@example.com\nPhone: -\nSubject: Nanny\nMessage: Hello',
    );
  });
});

describe('contactSummaryKey', () => {
  it("says SPEC's catalogued line when a required field is empty, in both languages", () => {
    const key = contactSummaryKey(validateContact(emptyContactForm, true));
    expect(key).toBe('contact.required');
    expect(en.contact.required).toBe('Please fill in all required fields.');
    expect(ar.contact.required).toBe('يرجى تعبئة جميع الحقول المطلوبة.');
  });

  it('asks to correct the marked fields when every required field is filled but one is wrong', () => {
    const values = { ...emptyContactForm, name: 'Sara', email: 'sara@example', subject: 'Nanny', message: 'Hello' };
    expect(contactSummaryKey(validateContact(values, true))).toBe('contact.fixFields');
    expect(contactSummaryKey(validateContact({ ...values, email: 'sara@example.com' }, false))).toBe(
      'contact.fixFields',
    );
  });
});
