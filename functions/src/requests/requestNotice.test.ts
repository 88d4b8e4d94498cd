import { describe, expect, it } from 'vitest';
import { buildRequestMail, buildRequestNotification } from './requestNotice';

const request = {
  trackingCode: 'R-7KQ4-M2',
  refCodes: ['MD-0001', 'DR-0002'],
  name: 'Umm <b>Faisal</b>\u202e',
  phone: '0501234567',
  email: null,
  message: 'Call me <script>alert(1)</script>',
  locale: 'ar',
};

describe('request notification', () => {
  it('names the family, the tracking code and the workers, and links to the request', () => {
    const notification = buildRequestNotification('abc 1', request);
    expect(notification).toEqual({
      kind: 'request',
      title: 'New request from Umm <b>Faisal</b>',
      body: 'R-7KQ4-M2 · MD-0001, DR-0002',
      link: '/admin/requests?open=abc%201',
      read: false,
      data: { name: 'Umm <b>Faisal</b>', trackingCode: 'R-7KQ4-M2', refCodes: ['MD-0001', 'DR-0002'] },
    });
  });

  it('falls back when fields are missing or malformed', () => {
    expect(buildRequestNotification('x', { name: '  ', refCodes: 'MD-0001' })).toMatchObject({
      title: 'New request from Someone',
      body: '',
      data: { name: null, trackingCode: null, refCodes: [] },
    });
  });
});

describe('request e-mail', () => {
  it('escapes visitor text in the HTML part and keeps the subject on one line', () => {
    const mail = buildRequestMail('req-1', { ...request, name: 'A\r\nBcc: evil@example.com' }, 'office@example.com');
    expect(mail.to).toBe('office@example.com');
    expect(mail.message.subject).toBe('New request R-7KQ4-M2: MD-0001, DR-0002 for A Bcc: evil@example.com');
    expect(mail.message.html).toContain('&lt;script&gt;');
    expect(mail.message.html).not.toContain('<script>');
    expect(mail.message.text).toContain('Workers: MD-0001, DR-0002');
    expect(mail.message.text).toContain('Phone: 0501234567');
    expect(mail.message.text).toContain('E-mail: -');
    expect(mail.message.text).toContain('Language: Arabic');
  });
});
