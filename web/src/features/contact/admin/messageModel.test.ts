import { describe, expect, it } from 'vitest';
import { buildReplyMailto, buildTelLink, toContactMessage } from './messageModel';

describe('buildReplyMailto', () => {
  it('builds a mailto link with an encoded Re: subject', () => {
    expect(buildReplyMailto('sara@example.com', 'Need a nanny & a driver')).toBe('mailto:sara@example.com?subject=Re%3A%20Need%20a%20nanny%20%26%20a%20driver');
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
    expect(buildReplyMailto('a@example.com', 'استفسار')).toBe(`mailto:a@example.com?subject=${encodeURIComponent('Re: استفسار')}`);
  });
});

describe('buildTelLink', () => {
  it('keeps digits and a leading plus', () => {
    expect(buildTelLink('+966 50-123 4567')).toBe('tel:+966501234567');
    expect(buildTelLink(null)).toBeNull();
    expect(buildTelLink('call me')).toBeNull();
  });
});

describe('toContactMessage', () => {
  it('maps a stored message, treating legacy "new" as unread and blank phone as null', () => {
    const message = toContactMessage('m1', { name: 'Sara', email: 's@x.io', phone: ' ', subject: 'S', message: 'M', status: 'new' });
    expect(message).toMatchObject({ id: 'm1', status: 'unread', phone: null, createdAt: null });
  });
});
