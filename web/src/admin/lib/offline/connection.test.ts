import { describe, expect, it } from 'vitest';
import { afterSnapshot, initialConnection, isOffline } from './connection';

describe('connection', () => {
  it('is not offline while a page that has network is still connecting', () => {
    expect(isOffline(initialConnection, true)).toBe(false);
    expect(isOffline(afterSnapshot(initialConnection, true), true)).toBe(false);
  });

  it('is offline when the server stops answering after it has answered, and online again when it is back', () => {
    const served = afterSnapshot(initialConnection, false);
    expect(isOffline(served, true)).toBe(false);
    const dropped = afterSnapshot(served, true);
    // Whatever the browser's flag says (it can claim online behind a dead Wi-Fi).
    expect(isOffline(dropped, true)).toBe(true);
    expect(isOffline(afterSnapshot(dropped, false), false)).toBe(false);
  });

  it('is offline when opened without network, from the cache', () => {
    expect(isOffline(afterSnapshot(initialConnection, true), false)).toBe(true);
  });
});
