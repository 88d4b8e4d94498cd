import { describe, expect, it } from 'vitest';
import { StorageUnreachableError, withTimeout } from './storageErrors';

describe('withTimeout', () => {
  it('passes values and errors through', async () => {
    await expect(withTimeout(Promise.resolve(1), 50)).resolves.toBe(1);
    await expect(withTimeout(Promise.reject(new Error('x')), 50)).rejects.toThrow('x');
  });

  it('rejects with a StorageUnreachableError when the promise hangs', async () => {
    await expect(withTimeout(new Promise(() => undefined), 10, 'slow')).rejects.toBeInstanceOf(StorageUnreachableError);
  });
});
