import { describe, expect, it } from 'vitest';
import { buildContactMail, escapeHtml, mailIdForMessage, notificationAddress } from './contactMail';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });
});

describe('notificationAddress', () => {
  it('returns a trimmed address', () => {
    expect(notificationAddress({ notificationEmail: ' office@example.com ' })).toBe('office@example.com');
  });

  it('is null when unset, empty or not an address', () => {
    expect(notificationAddress(undefined)).toBeNull();
    expect(notificationAddress({})).toBeNull();
    expect(notificationAddress({ notificationEmail: null })).toBeNull();
    expect(notificationAddress({ notificationEmail: '' })).toBeNull();
    expect(notificationAddress({ notificationEmail: 'not an address' })).toBeNull();
    expect(notificationAddress({ notificationEmail: 'a@b.com, c@d.com' })).toBeNull();
  });
});

describe('buildContactMail', () => {
  const message = {
    name: 'Sara <script>alert(1)</script>',
    email: 'sara@example.com',
    phone: null,
    subject: 'Nanny\r\nBcc: evil@example.com',
    message: 'Hello & welcome <b>bold</b>\nSecond line',
    locale: 'ar',
  };

  it('has a deterministic id per message', () => {
    expect(mailIdForMessage('m1')).toBe('contact-m1');
  });

  it('builds the Trigger Email format with escaped HTML', () => {
    const mail = buildContactMail('m1', message, 'office@example.com');
    expect(mail.to).toBe('office@example.com');
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.html).toContain('Sara &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.message.html).toContain('Hello &amp; welcome &lt;b&gt;bold&lt;/b&gt;');
    expect(mail.message.text).toContain('Name: Sara <script>alert(1)</script>');
    expect(mail.message.text).toContain('Phone: -');
    expect(mail.message.text).toContain('Language: Arabic');
  });

  it('keeps the subject on one header line', () => {
    const mail = buildContactMail('m1', message, 'office@example.com');
    expect(mail.message.subject).toBe('New contact message: Nanny Bcc: evil@example.com');
    expect(mail.message.subject).not.toMatch(/[\r\n]/);
  });

  it('falls back for missing fields', () => {
    const mail = buildContactMail('m2', {}, 'office@example.com');
    expect(mail.message.subject).toBe('New contact message: (no subject)');
    expect(mail.message.text).toContain('Name: Someone');
  });

  it('cannot forge rows with a newline or carry bidi controls into the subject', () => {
    const mail = buildContactMail(
      'm3',
      {
        name: 'Sara\nPhone: 0500000000\u2028E-mail: x@evil.com',
        email: 'sara@example.com',
        subject: 'Invoice \u202Egnp.exe\u200F',
        message: 'Body',
      },
      'office@example.com',
    );
    const rows = mail.message.text.split('\n');
    expect(rows.filter((row) => row.startsWith('Phone:'))).toEqual(['Phone: -']);
    expect(rows.filter((row) => row.startsWith('E-mail:'))).toEqual(['E-mail: sara@example.com']);
    expect(rows).toContain('Name: Sara Phone: 0500000000 E-mail: x@evil.com');
    expect(mail.message.subject).toBe('New contact message: Invoice gnp.exe');
    expect(mail.message.subject).not.toMatch(/[\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069]/);
  });

  it('trims invisible characters from the values', () => {
    const mail = buildContactMail('m4', { name: '\u200B\u00A0', subject: '\uFEFF' }, 'office@example.com');
    expect(mail.message.text).toContain('Name: Someone');
    expect(mail.message.subject).toBe('New contact message: (no subject)');
  });
});
