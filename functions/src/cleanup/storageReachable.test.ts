import { describe, expect, it } from 'vitest';
import { storageReachable } from './storageReachable';

describe('storageReachable', () => {
  it('is true in production', () => {
    expect(storageReachable({})).toBe(true);
  });

  it('in the emulator, only when the Storage emulator runs', () => {
    expect(storageReachable({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(storageReachable({ FUNCTIONS_EMULATOR: 'true', FIREBASE_STORAGE_EMULATOR_HOST: '127.0.0.1:9199' })).toBe(
      true,
    );
  });
});
