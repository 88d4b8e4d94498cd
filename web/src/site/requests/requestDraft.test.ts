import { describe, expect, it } from 'vitest';
import { emptyRequestForm, requestWhatsAppText, validateRequest, type RequestFormValues } from './requestDraft';

const code = 'R-7KQ4-M2';
const good: RequestFormValues = { name: ' Sara ', phone: '٠٥٠١٢٣٤٥٦٧', email: '', note: '', consent: true };

describe('validateRequest', () => {
  it('builds the exact create shape the rules expect', () => {
    const result = validateRequest(good, ['MD-0001', 'DR-0002'], 'ar', code);
    expect(result).toEqual({
      ok: true,
      draft: {
        trackingCode: code,
        refCodes: ['MD-0001', 'DR-0002'],
        name: 'Sara',
        phone: '0501234567',
        email: null,
        message: null,
        locale: 'ar',
        status: 'new',
        history: [],
      },
    });
  });
  it('keeps optional e-mail and note, trimmed', () => {
    const result = validateRequest(
      { ...good, email: ' a@b.co ', note: ' Two workers\nplease ' },
      ['MD-0001'],
      'en',
      code,
    );
    expect(result.ok && result.draft.email).toBe('a@b.co');
    expect(result.ok && result.draft.message).toBe('Two workers\nplease');
  });
  it('drops duplicate refCodes', () => {
    const result = validateRequest(good, ['MD-0001', 'MD-0001'], 'en', code);
    expect(result.ok && result.draft.refCodes).toEqual(['MD-0001']);
  });
  it('refuses 0 or 6 workers and malformed refCodes', () => {
    for (const refs of [
      [],
      ['MD-0001', 'MD-0002', 'MD-0003', 'MD-0004', 'MD-0005', 'MD-0006'],
      ['XX-1'],
      ['md-0001'],
    ]) {
      const result = validateRequest(good, refs, 'en', code);
      expect(result.ok).toBe(false);
      expect(!result.ok && result.problems.refCodes).toBe('workersCount');
    }
  });
  it('names every problem of an empty form', () => {
    const result = validateRequest(emptyRequestForm, ['MD-0001'], 'en', code);
    expect(!result.ok && result.problems).toEqual({
      name: 'nameRequired',
      phone: 'phoneInvalid',
      consent: 'consentRequired',
    });
  });
  it('refuses abusive text', () => {
    const cases: [Partial<RequestFormValues>, string, string][] = [
      [{ name: '\u200B\u200B' }, 'name', 'nameInvalid'],
      [{ name: 'Sara\u202Eevil' }, 'name', 'nameInvalid'],
      [{ name: 'Sa\nra' }, 'name', 'nameInvalid'],
      [{ name: 'x'.repeat(101) }, 'name', 'nameInvalid'],
      [{ note: 'h\u0007i' }, 'note', 'noteInvalid'], // an inner control (edges are trimmed, as the model does)
      [{ note: 'x'.repeat(2001) }, 'note', 'noteInvalid'],
      [{ email: 'not-an-email' }, 'email', 'emailInvalid'],
      [{ email: 'a@b' }, 'email', 'emailInvalid'],
      [{ phone: '123' }, 'phone', 'phoneInvalid'],
      [{ phone: 'call me' }, 'phone', 'phoneInvalid'],
    ];
    for (const [change, field, problem] of cases) {
      const result = validateRequest({ ...good, ...change }, ['MD-0001'], 'en', code);
      expect(result.ok, JSON.stringify(change)).toBe(false);
      expect(!result.ok && (result.problems as Record<string, string>)[field]).toBe(problem);
    }
  });
  it('refuses a malformed tracking code (a programming error)', () => {
    expect(() => validateRequest(good, ['MD-0001'], 'en', 'R-1')).toThrow();
  });
});

describe('requestWhatsAppText', () => {
  it('names the tracking code and the workers', () => {
    const result = validateRequest(good, ['MD-0001', 'DR-0002'], 'en', code);
    if (!result.ok) throw new Error('invalid');
    const text = requestWhatsAppText(result.draft, {
      intro: 'Hello',
      code: 'Tracking code',
      workers: 'Workers',
      name: 'Name',
    });
    expect(text).toBe('Hello\nTracking code: R-7KQ4-M2\nWorkers: MD-0001, DR-0002\nName: Sara');
  });
});
