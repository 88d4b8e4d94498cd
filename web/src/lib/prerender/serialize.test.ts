import { describe, expect, it } from 'vitest';
import { parseFromHtml, serializeForHtml } from './serialize';

describe('serializeForHtml', () => {
  it('round-trips nested data with dates', () => {
    const data = {
      settings: { phone: '+966 5' },
      worker: { createdAt: new Date('2026-01-02T03:04:05.000Z'), reservedUntil: null, list: [new Date(0)] },
    };
    expect(parseFromHtml(serializeForHtml(data))).toEqual(data);
  });

  it('cannot close the script element or open a comment, whatever the text says', () => {
    const text = serializeForHtml({ name: '</script><script>alert(1)</script><!-- "quoted" & \u2028' });
    expect(text).not.toMatch(/<|>|&/);
    expect(text).not.toContain('\u2028');
    expect(parseFromHtml(text)).toEqual({ name: '</script><script>alert(1)</script><!-- "quoted" & \u2028' });
  });

  it('keeps an invalid date as null and undefined as null', () => {
    expect(parseFromHtml(serializeForHtml({ at: new Date('nope') }))).toEqual({ at: null });
    expect(serializeForHtml(undefined)).toBe('null');
  });

  it('answers undefined for text that is not JSON', () => {
    expect(parseFromHtml('{')).toBeUndefined();
    expect(parseFromHtml('')).toBeUndefined();
    expect(parseFromHtml(null)).toBeUndefined();
  });
});
