import { describe, expect, it } from 'vitest';
import { parsePasswordChange, signInFailureCode, signInWithPasswordUrl } from './passwordChange';

describe('parsePasswordChange', () => {
  it('accepts two strings with a new password of at least 6 characters', () => {
    expect(parsePasswordChange({ currentPassword: 'old', newPassword: 'secret' })).toEqual({
      ok: true,
      currentPassword: 'old',
      newPassword: 'secret',
    });
  });

  it.each([
    [undefined, 'currentPassword is required.'],
    [null, 'currentPassword is required.'],
    [{}, 'currentPassword is required.'],
    [{ currentPassword: '', newPassword: 'secret1' }, 'currentPassword is required.'],
    [{ currentPassword: 'old' }, 'newPassword is required.'],
    [{ currentPassword: 'old', newPassword: 123456 }, 'newPassword is required.'],
    [{ currentPassword: 'old', newPassword: '12345' }, 'newPassword must be at least 6 characters.'],
    [{ currentPassword: 'old', newPassword: 'x'.repeat(4097) }, 'newPassword must be at most 4096 characters.'],
  ])('refuses %j', (data, message) => {
    expect(parsePasswordChange(data)).toEqual({ ok: false, message });
  });
});

describe('signInWithPasswordUrl', () => {
  it('targets the Auth emulator when its host is set, with any key', () => {
    expect(signInWithPasswordUrl({ emulatorHost: '127.0.0.1:9099' })).toBe(
      'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=emulator-key',
    );
  });

  it('targets the real Identity Toolkit with the web API key otherwise', () => {
    expect(signInWithPasswordUrl({ apiKey: 'AIza key' })).toBe(
      'https://identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=AIza%20key',
    );
  });

  it('has no route in production without a key', () => {
    expect(signInWithPasswordUrl({})).toBeNull();
    expect(signInWithPasswordUrl({ emulatorHost: ' ', apiKey: ' ' })).toBeNull();
  });
});

describe('signInFailureCode', () => {
  it('treats a wrong or unknown credential as a failed precondition', () => {
    expect(signInFailureCode('INVALID_PASSWORD')).toBe('failed-precondition');
    expect(signInFailureCode('INVALID_LOGIN_CREDENTIALS')).toBe('failed-precondition');
    expect(signInFailureCode('EMAIL_NOT_FOUND')).toBe('failed-precondition');
  });

  it('reports throttling and anything else distinctly', () => {
    expect(signInFailureCode('TOO_MANY_ATTEMPTS_TRY_LATER : Access disabled')).toBe('resource-exhausted');
    expect(signInFailureCode('API_KEY_INVALID')).toBe('internal');
    expect(signInFailureCode(undefined)).toBe('internal');
  });
});

describe('parsePasswordChange length caps', () => {
  it('refuses a current password longer than the cap before any network call', () => {
    expect(parsePasswordChange({ currentPassword: 'x'.repeat(4097), newPassword: 'secret1' })).toEqual({
      ok: false,
      message: 'currentPassword must be at most 4096 characters.',
    });
  });
  it('refuses a new password longer than the cap', () => {
    expect(parsePasswordChange({ currentPassword: 'secret0', newPassword: 'x'.repeat(4097) })).toMatchObject({
      ok: false,
    });
  });
});
