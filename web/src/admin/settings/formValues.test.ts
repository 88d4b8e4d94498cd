import { describe, expect, it } from 'vitest';
import { storedTexts, textValues } from './formValues';

describe('textValues', () => {
  it('keeps strings and reads a cleared or non-text value as an empty string', () => {
    expect(textValues({ a: 'x', b: undefined, c: null, d: '', e: 3 })).toEqual({ a: 'x', b: '', c: '', d: '', e: '' });
  });
});

describe('storedTexts', () => {
  it('takes the named fields and reads a missing one as an empty string', () => {
    const data: { a: string | null; b?: string; c: string } = { a: null, c: 'kept', b: 'x' };
    expect(storedTexts(data, ['a', 'c'])).toEqual({ a: '', c: 'kept' });
    expect(storedTexts({ b: undefined } as { b?: string }, ['b'])).toEqual({ b: '' });
  });
});
