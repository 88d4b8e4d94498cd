import { describe, expect, it } from 'vitest';
import {
  markerNamesWrite,
  newSubmissionId,
  nextVisitorMarker,
  visitorWindowMs,
  visitorWriteLimit,
  visitorWritePath,
} from './visitorMarker';

const t0 = Date.UTC(2026, 10, 23, 15, 0, 0);

describe('nextVisitorMarker', () => {
  it('starts a window when there is no marker', () => {
    expect(nextVisitorMarker(null, t0)).toEqual({ ok: true, freshWindow: true, count: 1 });
  });

  it('counts up inside the window', () => {
    expect(nextVisitorMarker({ count: 2, windowStartMs: t0 }, t0 + 1000)).toEqual({
      ok: true,
      freshWindow: false,
      count: 3,
      windowStartMs: t0,
    });
  });

  it('refuses locally once the limit is used, with the time left', () => {
    const next = nextVisitorMarker({ count: visitorWriteLimit, windowStartMs: t0 }, t0 + 60_000);
    expect(next).toEqual({ ok: false, retryAfterMs: visitorWindowMs - 60_000 });
  });

  it('starts again after the window', () => {
    expect(nextVisitorMarker({ count: visitorWriteLimit, windowStartMs: t0 }, t0 + visitorWindowMs + 1)).toEqual({
      ok: true,
      freshWindow: true,
      count: 1,
    });
  });

  it('still counts at the exact end of the window (the rules use a strict >)', () => {
    expect(nextVisitorMarker({ count: 1, windowStartMs: t0 }, t0 + visitorWindowMs)).toMatchObject({
      ok: true,
      freshWindow: false,
      count: 2,
    });
  });
});

describe('visitorWritePath', () => {
  it('names the created document', () => {
    expect(visitorWritePath('requests', 'abc')).toBe('requests/abc');
  });
});

describe('newSubmissionId', () => {
  it('is 20 letters or digits (a short id the rules accept) and differs each time', () => {
    const ids = new Set(Array.from({ length: 100 }, () => newSubmissionId()));
    expect(ids.size).toBe(100);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
  });

  it('skips biased bytes (at or above 248) instead of wrapping them', () => {
    const random = (bytes: Uint8Array) => bytes.fill(250);
    let calls = 0;
    const id = newSubmissionId((bytes) => (calls++ === 0 ? random(bytes) : bytes.fill(1)));
    expect(id).toBe('B'.repeat(20));
    expect(calls).toBe(2);
  });
});

describe('markerNamesWrite', () => {
  it('is true only for the same collection and id', () => {
    expect(markerNamesWrite('contactMessages/abc', 'contactMessages', 'abc')).toBe(true);
    expect(markerNamesWrite('contactMessages/abc', 'requests', 'abc')).toBe(false);
    expect(markerNamesWrite('contactMessages/abd', 'contactMessages', 'abc')).toBe(false);
    expect(markerNamesWrite(undefined, 'contactMessages', 'abc')).toBe(false);
  });
});
