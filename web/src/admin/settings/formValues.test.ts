import { describe, expect, it } from 'vitest';
import { textValues } from './formValues';

describe('textValues', () => {
  it('keeps strings and reads a cleared or non-text value as an empty string', () => {
    expect(textValues({ a: 'x', b: undefined, c: null, d: '', e: 3 })).toEqual({ a: 'x', b: '', c: '', d: '', e: '' });
  });
});
