import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  adjacentRepeatedWord,
  cleanText,
  emailRulePattern,
  repeatedContentWord,
  hasControlOrBidi,
  isBlankText,
  isStrictEmail,
  multilineProblem,
  oneLine,
  singleLineProblem,
} from './textHygiene.ts';

describe('cleanText / isBlankText', () => {
  it('trims zero-width, no-break, BOM, word joiner and ordinary spaces at both ends', () => {
    expect(cleanText('\u200B\u00A0 Sara \uFEFF\u2060\n')).toBe('Sara');
  });
  it('keeps inner characters', () => {
    expect(cleanText('Sara\u00A0Al-Qahtani')).toBe('Sara\u00A0Al-Qahtani');
  });
  it('finds text made only of invisible characters blank', () => {
    for (const value of [
      '',
      '   ',
      '\u200B\u200B',
      '\u00A0',
      '\uFEFF\u2060',
      '\u3000\u2028',
      '\u200E\u200F',
      '\t\r\n',
    ]) {
      expect(isBlankText(value), JSON.stringify(value)).toBe(true);
    }
    expect(isBlankText('\u200Bس')).toBe(false);
  });
});

describe('singleLineProblem', () => {
  it('accepts a plain Arabic or English line', () => {
    expect(singleLineProblem('سارة القحطاني', 100)).toBeNull();
    expect(singleLineProblem(' Need a nanny ', 200)).toBeNull();
  });
  it('refuses blank, too long, control and bidi characters', () => {
    expect(singleLineProblem('\u200B', 100)).toBe('required');
    expect(singleLineProblem('x'.repeat(101), 100)).toBe('tooLong');
    expect(singleLineProblem('Sara\nPhone: 1', 100)).toBe('control');
    expect(singleLineProblem('Sara\tAli', 100)).toBe('control');
    expect(singleLineProblem('Invoice \u202Egnp.exe', 100)).toBe('control');
    expect(singleLineProblem('a\u2066b', 100)).toBe('control');
    expect(singleLineProblem('a\u0085b', 100)).toBe('control');
  });
  it('measures the cleaned text', () => {
    expect(singleLineProblem(`${'x'.repeat(100)}\u200B\u200B`, 100)).toBeNull();
  });
});

describe('multilineProblem', () => {
  it('accepts line breaks and tabs', () => {
    expect(multilineProblem('Line one\r\n\tLine two', 5000)).toBeNull();
  });
  it('refuses other controls and blank text', () => {
    expect(multilineProblem('Hello\u0007 there', 5000)).toBe('control');
    expect(multilineProblem('\u00A0\u200B', 5000)).toBe('required');
  });
});

describe('hasControlOrBidi', () => {
  it('spots overrides but not the plain right-to-left mark', () => {
    expect(hasControlOrBidi('a\u202Db')).toBe(true);
    expect(hasControlOrBidi('a\u200Fb')).toBe(false);
  });
});

describe('isStrictEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of ['sara@example.com', 'sara.q+nanny@mail.example.com.sa', 'a_b%c-d@x-y.io'])
      expect(isStrictEmail(email), email).toBe(true);
  });
  it('refuses odd ones', () => {
    for (const email of [
      'sara@example',
      'Sara <sara@example.com>',
      'sara@example.com,x@example.com',
      'sara@example.com;x@y.com',
      '"sara"@example.com',
      '.sara@example.com',
      'sa..ra@example.com',
      'sara.@example.com',
      'sara@-example.com',
      'sara@example-.com',
      'sara@example.123',
      'sara\u200B@example.com',
      'sara@example.com\n',
      `${'x'.repeat(65)}@example.com`,
      `x@${'d'.repeat(250)}.com`,
      'سارة@example.com',
    ]) {
      expect(isStrictEmail(email), JSON.stringify(email)).toBe(false);
    }
  });
});

describe('oneLine', () => {
  it('cannot forge rows or carry bidi into a header', () => {
    expect(oneLine('Sara\r\nPhone: 0500000000')).toBe('Sara Phone: 0500000000');
    expect(oneLine('Invoice \u202Egnp.exe\u2029x')).toBe('Invoice gnp.exe x');
    expect(oneLine('a\u2028b\u0085c')).toBe('a b c');
  });
});

describe('repeated words', () => {
  it('finds a word written twice in a row, in either script', () => {
    expect(adjacentRepeatedWord('5 years of experience of experience')).toBeNull();
    expect(adjacentRepeatedWord('Play video video')).toBe('video');
    expect(adjacentRepeatedWord('خبرة خبرة 5 سنوات')).toBe('خبرة');
    expect(adjacentRepeatedWord('MD-0142 MD-0142')).toBe('md-0142');
    expect(adjacentRepeatedWord('A clean kitchen.')).toBeNull();
    expect(adjacentRepeatedWord('التنظيف، التنظيف العميق')).toBeNull();
    expect(adjacentRepeatedWord('5/5 · 1.0.0')).toBeNull();
  });
  it('finds a content word a short text uses twice, ignoring short words and numbers', () => {
    expect(repeatedContentWord('Maid MD-0142: 5 years of experience of experience.')).toBe('experience');
    expect(repeatedContentWord('عاملة منزلية: خبرة 5 سنوات. خبرة')).toBe('خبرة');
    expect(repeatedContentWord('Maid MD-0142: 5 years of experience. Profile and CV at our Riyadh office.')).toBeNull();
    expect(repeatedContentWord('2 of 2 in the box')).toBeNull();
  });
});

describe('firestore.rules checks the same e-mail rule (isStrictEmail)', () => {
  const rules = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');
  const source = /function isStrictEmail\(value\) \{[^}]*value\.matches\('([^']+)'\)/.exec(rules)?.[1];

  it('uses exactly the model’s pattern', () => {
    expect(source, 'isStrictEmail in firestore.rules').toBe(emailRulePattern);
  });

  it('with the same length limits', () => {
    const body = /function isStrictEmail\(value\) \{([\s\S]*?)\n\s*\}\n/.exec(rules)?.[1] ?? '';
    expect(body).toContain('value.size() <= 254');
    expect(body).toContain("value.split('@')[0].size() <= 64");
    expect(isStrictEmail(`${'a'.repeat(64)}@example.com`)).toBe(true);
    expect(isStrictEmail(`${'a'.repeat(65)}@example.com`)).toBe(false);
    expect(isStrictEmail(`a@${'b'.repeat(250)}.sa`)).toBe(false);
  });
});
