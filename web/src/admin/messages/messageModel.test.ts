import { describe, expect, it } from 'vitest';
import { contactMessageFromStored } from '@household/model';
import { buildReplyMailto, buildTelLink, messagesCsv } from './messageModel';

describe('buildReplyMailto', () => {
  it('builds a mailto link with an encoded Re: subject', () => {
    expect(buildReplyMailto('sara@example.com', 'Need a nanny & a driver')).toBe(
      'mailto:sara@example.com?subject=Re%3A%20Need%20a%20nanny%20%26%20a%20driver',
    );
  });

  it('cannot be used to inject headers or other recipients', () => {
    const link = buildReplyMailto('a@example.com', 'Hi\r\nBcc: x@evil.example')!;
    expect(link).not.toMatch(/[\r\n]/);
    expect(link.split('?')).toHaveLength(2);
    expect(buildReplyMailto('a@example.com?cc=b@evil.example', 'x')).toBeNull();
    expect(buildReplyMailto('javascript:alert(1)', 'x')).toBeNull();
    expect(buildReplyMailto('', 'x')).toBeNull();
  });

  it('encodes Arabic subjects', () => {
    expect(buildReplyMailto('a@example.com', 'استفسار')).toBe(
      `mailto:a@example.com?subject=${encodeURIComponent('Re: استفسار')}`,
    );
  });
});

describe('buildTelLink', () => {
  it('keeps digits and a leading plus', () => {
    expect(buildTelLink('+966 50-123 4567')).toBe('tel:+966501234567');
    expect(buildTelLink(null)).toBeNull();
    expect(buildTelLink('call me')).toBeNull();
  });
});

describe('contactMessageFromStored', () => {
  it('maps a stored message, treating legacy "new" as unread and blank phone as null', () => {
    const message = contactMessageFromStored('m1', {
      name: 'Sara',
      email: 's@x.io',
      phone: ' ',
      subject: 'S',
      message: 'M',
      status: 'new',
    });
    expect(message).toMatchObject({ id: 'm1', status: 'unread', phone: null, createdAt: null });
  });
});

describe('messagesCsv', () => {
  it('exports with BOM, Riyadh dates, Arabic as is and formula-looking text neutralised', () => {
    const csv = messagesCsv([
      {
        id: 'm1',
        name: 'أم فيصل',
        email: 'umm@example.com',
        phone: '+966500000000',
        subject: '=HYPERLINK("http://evil.test")',
        message: 'نحتاج عاملة منزلية,\nفي الرياض',
        status: 'unread',
        locale: 'ar',
        createdAt: new Date('2026-11-23T22:00:00Z'),
      },
    ]);
    expect(csv.startsWith('\uFEFFcreatedAt,status,name,email,phone,subject,message,locale\r\n')).toBe(true);
    expect(csv).toContain(
      '2026-11-24 01:00,unread,أم فيصل,umm@example.com,\'+966500000000,"\'=HYPERLINK(""http://evil.test"")","نحتاج عاملة منزلية,\nفي الرياض",ar\r\n',
    );
  });
});
