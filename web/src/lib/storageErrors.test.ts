import { describe, expect, it } from 'vitest';
import { storageErrorMessage, StorageUnreachableError, withTimeout } from './storageErrors';

describe('withTimeout', () => {
  it('passes values and errors through', async () => {
    await expect(withTimeout(Promise.resolve(1), 50)).resolves.toBe(1);
    await expect(withTimeout(Promise.reject(new Error('x')), 50)).rejects.toThrow('x');
  });

  it('rejects with a StorageUnreachableError when the promise hangs', async () => {
    await expect(withTimeout(new Promise(() => undefined), 10, 'slow')).rejects.toBeInstanceOf(StorageUnreachableError);
  });
});

describe('storageErrorMessage', () => {
  it('uses message and code', () => {
    expect(storageErrorMessage({ code: 'storage/unauthorized', message: 'Firebase Storage: User does not have permission' })).toBe(
      'Firebase Storage: User does not have permission (storage/unauthorized)',
    );
    expect(storageErrorMessage({ code: 'storage/x', message: 'storage/x happened' })).toBe('storage/x happened');
    expect(storageErrorMessage({ code: 'storage/x' })).toBe('storage/x');
    expect(storageErrorMessage('plain')).toBe('plain');
  });
});
