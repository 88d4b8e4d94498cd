import { describe, expect, it } from 'vitest';
import { answersLookup, canonicalPhone, parseTrackInput, phonesMatch, trackAnswer } from './trackLookup';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('phone normalisation', () => {
  it.each([
    '0501234567',
    '٠٥٠١٢٣٤٥٦٧',
    '۰۵۰۱۲۳۴۵۶۷',
    '+966 50 123 4567',
    '00966501234567',
    '966501234567',
    '(050) 123-4567',
    '501234567',
  ])('%s is the same number', (given) => {
    expect(canonicalPhone(given)).toBe('501234567');
    expect(phonesMatch('0501234567', given)).toBe(true);
  });

  it('tells different numbers apart', () => {
    expect(phonesMatch('0501234567', '0501234568')).toBe(false);
    expect(phonesMatch('0501234567', '+971501234567')).toBe(false);
  });

  it('never matches on empty or too short numbers', () => {
    expect(phonesMatch('', '')).toBe(false);
    expect(phonesMatch('0', '00')).toBe(false);
    expect(phonesMatch(undefined, '0501234567')).toBe(false);
  });
});

describe('parseTrackInput', () => {
  it('accepts a code and a phone', () => {
    expect(parseTrackInput({ trackingCode: 'r-7kq4-m2', phone: '٠٥٠١٢٣٤٥٦٧' })).toEqual({
      ok: true,
      trackingCode: 'R-7KQ4-M2',
      phone: '٠٥٠١٢٣٤٥٦٧',
    });
  });
  it.each([
    ['nothing', undefined],
    ['a missing phone', { trackingCode: 'R-7KQ4-M2' }],
    ['a number as phone', { trackingCode: 'R-7KQ4-M2', phone: 501234567 }],
    ['a code that is too long', { trackingCode: `R-7KQ4-M2${' '.repeat(20)}`, phone: '0501234567' }],
    ['a phone that is too long', { trackingCode: 'R-7KQ4-M2', phone: '0'.repeat(31) }],
    ['a phone without digits', { trackingCode: 'R-7KQ4-M2', phone: 'call me' }],
    ['a malformed code', { trackingCode: 'hello', phone: '0501234567' }],
  ])('refuses %s', (_title, data) => {
    expect(parseTrackInput(data).ok).toBe(false);
  });
});

describe('trackAnswer', () => {
  const stored = {
    name: 'Umm Faisal',
    phone: '0501234567',
    email: 'family@example.com',
    message: 'private note',
    refCodes: ['MD-0001'],
    trackingCode: 'R-7KQ4-M2',
    status: 'contract',
    createdAt: at('2026-11-20T08:00:00.000Z'),
    updatedAt: at('2026-11-22T09:00:00.000Z'),
    history: [
      { status: 'contacted', at: at('2026-11-21T10:00:00.000Z') },
      { status: 'new', at: at('2026-11-20T08:00:00.000Z') },
      { status: 'contract', at: at('2026-11-22T09:00:00.000Z') },
    ],
  };

  it('answers the stage and its dates, oldest first, and nothing personal', () => {
    const answer = trackAnswer(stored);
    expect(answer).toEqual({
      status: 'contract',
      createdAt: '2026-11-20T08:00:00.000Z',
      history: [
        { status: 'new', at: '2026-11-20T08:00:00.000Z' },
        { status: 'contacted', at: '2026-11-21T10:00:00.000Z' },
        { status: 'contract', at: '2026-11-22T09:00:00.000Z' },
      ],
    });
    const text = JSON.stringify(answer);
    for (const secret of ['Umm Faisal', '0501234567', 'family@example.com', 'private note', 'MD-0001', 'R-7KQ4-M2'])
      expect(text).not.toContain(secret);
  });

  it('shows the current stage with updatedAt while the history is not stamped yet', () => {
    const answer = trackAnswer({ ...stored, status: 'visa', history: stored.history });
    expect(answer.history.at(-1)).toEqual({ status: 'visa', at: '2026-11-22T09:00:00.000Z' });
    expect(trackAnswer({ ...stored, status: 'new', history: [] }).history).toEqual([
      { status: 'new', at: '2026-11-22T09:00:00.000Z' },
    ]);
  });

  it('drops malformed history entries', () => {
    const answer = trackAnswer({
      ...stored,
      status: 'new',
      history: [null, { status: 'sold', at: at('2026-11-21T00:00:00Z') }, { status: 'new' }],
    });
    expect(answer.history).toEqual([{ status: 'new', at: '2026-11-22T09:00:00.000Z' }]);
  });
});

describe('answersLookup', () => {
  const input = { trackingCode: 'R-7KQ4-M2', phone: '0501234567' };

  it('answers for the stored request with the same code and a matching phone', () => {
    expect(answersLookup({ trackingCode: 'R-7KQ4-M2', phone: '+966501234567' }, input)).toBe(true);
  });

  it('answers nothing for a missing request, another code in the document, or a wrong phone', () => {
    expect(answersLookup(undefined, input)).toBe(false);
    expect(answersLookup({ trackingCode: 'R-7KQ4-M3', phone: '0501234567' }, input)).toBe(false);
    expect(answersLookup({ trackingCode: 'R-7KQ4-M2', phone: '0509999999' }, input)).toBe(false);
    expect(answersLookup({ trackingCode: 'R-7KQ4-M2' }, input)).toBe(false);
  });
});
