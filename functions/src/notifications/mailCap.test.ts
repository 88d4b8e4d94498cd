import { describe, expect, it } from 'vitest';
import { buildDigestMail, digestListLimit, dueDigestHours, hourKey, mailsPerHour } from './mailCap';

describe('hourKey / dueDigestHours', () => {
  it('names the UTC hour', () => {
    expect(hourKey(new Date(Date.UTC(2026, 10, 23, 15, 59, 59)))).toBe('2026-11-23T15');
  });

  it('makes a digest due only once its hour is over', () => {
    const now = new Date(Date.UTC(2026, 10, 23, 15, 1));
    expect(dueDigestHours(['2026-11-23T15', '2026-11-23T14', '2026-11-22T23'], now)).toEqual([
      '2026-11-22T23',
      '2026-11-23T14',
    ]);
  });
});

describe('buildDigestMail', () => {
  const item = (i: number) => ({
    mailId: `contact-${i}`,
    title: `New message from Sender ${i}`,
    link: `/admin/messages?open=${i}`,
  });

  it('lists the held messages with the total, escaped, one line each', () => {
    const mail = buildDigestMail(
      '2026-11-23T14',
      [item(1), { mailId: 'x', title: 'Sara\r\nBcc: evil <b>', link: '/admin/messages?open=x' }],
      2,
      'office@example.com',
    );
    expect(mail.to).toBe('office@example.com');
    expect(mail.message.subject).toBe('Digest: 2 more website messages (2026-11-23T14:00 UTC)');
    expect(mail.message.text).toContain(`over the limit of ${mailsPerHour} e-mails per hour`);
    expect(mail.message.text).toContain('- Sara Bcc: evil <b> (/admin/messages?open=x)');
    expect(mail.message.html).toContain('Sara Bcc: evil &lt;b&gt;');
    expect(mail.message.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(2);
  });

  it(`lists at most ${digestListLimit} and counts the rest`, () => {
    const held = Array.from({ length: 150 }, (_, i) => item(i));
    const mail = buildDigestMail('2026-11-23T14', held, 480, 'office@example.com');
    expect(mail.message.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(digestListLimit);
    expect(mail.message.text).toContain('... and 380 more.');
  });
});
