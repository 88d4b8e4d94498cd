import { describe, expect, it } from 'vitest';
import { documentMatches, mailQuotes, maxContactInputLength, parseEraseInput } from './eraseMatch';

describe('parseEraseInput', () => {
  it('reads an e-mail (trimmed, lower case) or a phone (canonical digits); apply defaults to a preview', () => {
    expect(parseEraseInput({ contact: '  Maria.Santos@Example.COM\u200b ' })).toEqual({
      ok: true,
      target: { kind: 'email', email: 'maria.santos@example.com' },
      apply: false,
    });
    expect(parseEraseInput({ contact: '+966 50 123 4567', apply: true })).toEqual({
      ok: true,
      target: { kind: 'phone', phone: '501234567' },
      apply: true,
    });
    expect(parseEraseInput({ contact: '٠٥٠١٢٣٤٥٦٧' })).toMatchObject({
      ok: true,
      target: { kind: 'phone', phone: '501234567' },
    });
  });

  it('refuses wildcard-like, partial and malformed input', () => {
    for (const contact of [
      '*',
      '%',
      '.*',
      '*@example.com',
      '@example.com',
      'maria@',
      'a@b',
      '050*',
      '05%',
      '12345',
      '',
      '   ',
      'maria',
      'a@b.com,c@d.com',
      'x@y.com?cc=z@w.com',
      '1'.repeat(16),
    ]) {
      expect(parseEraseInput({ contact }).ok, contact).toBe(false);
    }
  });

  it('refuses wrong types and oversized input before any work', () => {
    expect(parseEraseInput(undefined).ok).toBe(false);
    expect(parseEraseInput({ contact: 5 }).ok).toBe(false);
    expect(parseEraseInput({ contact: ['a@b.com'] }).ok).toBe(false);
    expect(parseEraseInput({ contact: 'a@b.com', apply: 'yes' }).ok).toBe(false);
    expect(parseEraseInput({ contact: `${'a'.repeat(maxContactInputLength)}@b.com` })).toMatchObject({
      ok: false,
      message: expect.stringContaining('longer'),
    });
  });
});

describe('documentMatches', () => {
  const email = { kind: 'email', email: 'maria@example.com' } as const;
  const phone = { kind: 'phone', phone: '501234567' } as const;
  it('matches e-mails case-insensitively and trimmed, phones by canonical digits', () => {
    expect(documentMatches({ email: ' Maria@Example.com ' }, email)).toBe(true);
    expect(documentMatches({ email: 'maria@example.com.evil' }, email)).toBe(false);
    expect(documentMatches({ email: null, phone: '0501234567' }, phone)).toBe(true);
    expect(documentMatches({ phone: '00966501234567' }, phone)).toBe(true);
    expect(documentMatches({ phone: '0501234568' }, phone)).toBe(false);
    expect(
      documentMatches({ phone: '501234567', email: 'maria@example.com' }, { kind: 'phone', phone: '50123456' }),
    ).toBe(false);
    expect(documentMatches(undefined, email)).toBe(false);
  });
});

describe('mailQuotes', () => {
  it('finds a quoted e-mail or phone in the subject, text or html; ignores short values', () => {
    const mail = { to: 'office@x.com', message: { subject: 'Digest', text: 'Maria <MARIA@example.com> 0501234567' } };
    expect(mailQuotes(mail, ['maria@example.com'])).toBe(true);
    expect(mailQuotes(mail, ['0501234567'])).toBe(true);
    expect(mailQuotes(mail, ['other@example.com'])).toBe(false);
    expect(mailQuotes(mail, ['05'])).toBe(false);
    expect(mailQuotes(undefined, ['maria@example.com'])).toBe(false);
  });
});
