import { describe, expect, it } from 'vitest';
import { describeLoginFailure } from './loginErrors';

describe('describeLoginFailure', () => {
  it('gives a friendly text for a wrong password', () => {
    expect(
      describeLoginFailure({ code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' }),
    ).toEqual({
      kind: 'auth',
      messageKey: 'login.errors.wrongPassword',
      rawMessage: 'invalid credential',
    });
    expect(describeLoginFailure({ code: 'auth/too-many-requests' })).toMatchObject({
      messageKey: 'login.errors.tooManyRequests',
    });
  });

  it('says any other auth failure in the admin language (the code stays for the log)', () => {
    expect(describeLoginFailure({ code: 'auth/operation-not-allowed', message: 'x' })).toEqual({
      kind: 'auth',
      messageKey: 'login.errors.unknown',
      rawMessage: 'operation not allowed',
    });
  });

  it('recognises an unconfirmed e-mail', () => {
    expect(describeLoginFailure({ code: 'auth/internal-error', message: 'Email not confirmed' })).toMatchObject({
      messageKey: 'login.errors.emailNotConfirmed',
    });
  });

  it('treats anything else as unexpected', () => {
    expect(describeLoginFailure(new Error('boom'))).toEqual({ kind: 'unexpected' });
    expect(describeLoginFailure(undefined)).toEqual({ kind: 'unexpected' });
    expect(describeLoginFailure({ code: 'permission-denied' })).toEqual({ kind: 'unexpected' });
  });
});
