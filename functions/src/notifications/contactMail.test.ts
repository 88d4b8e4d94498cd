import { describe, expect, it } from 'vitest';
import { buildContactMail, escapeHtml, mailIdForMessage, notificationAddress } from './contactMail';

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
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
});
