import { describe, expect, it } from 'vitest';
import en from '@/locales/en/admin.json';
import ar from '@/locales/ar/admin.json';
import { StorageUnreachableError } from '@/lib/storageErrors';
import {
  adminToastConfig,
  failureReason,
  failureReasonKey,
  performAdminAction,
  toastPlacement,
  type FeedbackSink,
} from './feedback';

/** Reads `a.b.c` from a locale object. */
function lookup(bundle: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      bundle,
    );
}

/** A FirebaseError-like object (what the SDKs reject with: a code and English SDK text). */
const sdkError = (code: string) =>
  Object.assign(new Error(`Firebase: Error (${code}). Missing or insufficient permissions.`), { code });

function recorder() {
  const toasts: { kind: 'success' | 'error'; text: string; error?: unknown }[] = [];
  const sink: FeedbackSink = {
    success: (text) => toasts.push({ kind: 'success', text }),
    error: (text, error) => toasts.push({ kind: 'error', text, error }),
  };
  return { toasts, sink };
}

describe('admin toast config', () => {
  it('puts toasts in the bottom end corner: right in English, mirrored left in Arabic', () => {
    expect(toastPlacement('ltr')).toBe('bottomRight');
    expect(toastPlacement('rtl')).toBe('bottomLeft');
  });

  it('shows at the top on a phone, whatever the direction (never over the drawer footer or the list)', () => {
    expect(toastPlacement('rtl', true)).toBe('top');
    expect(toastPlacement('ltr', true)).toBe('top');
    expect(adminToastConfig('rtl', true).placement).toBe('top');
  });

  it('shows at most three (antd lists up to 3 without collapsing them), about 4.5 seconds each', () => {
    expect(adminToastConfig('ltr')).toEqual({ placement: 'bottomRight', maxCount: 3, duration: 4.5 });
  });
});

describe('failureReason', () => {
  it.each([
    ['permission-denied', 'permission'],
    ['storage/unauthorized', 'permission'],
    ['functions/permission-denied', 'permission'],
    ['storage/unauthenticated', 'signedOut'],
    ['unavailable', 'offline'],
    ['auth/network-request-failed', 'offline'],
    ['storage/retry-limit-exceeded', 'offline'],
    ['storage/object-not-found', 'notFound'],
    ['not-found', 'notFound'],
    ['storage/quota-exceeded', 'quota'],
    ['resource-exhausted', 'quota'],
    ['storage/canceled', 'cancelled'],
    ['functions/invalid-argument', 'invalid'],
    ['failed-precondition', 'conflict'],
  ])('%s -> %s', (code, reason) => {
    expect(failureReason(sdkError(code))).toBe(reason);
  });

  it('knows the one Storage-unreachable error', () => {
    expect(failureReason(new StorageUnreachableError())).toBe('offline');
  });

  it('says nothing for errors without a known code (never guesses from English text)', () => {
    expect(failureReason(new Error('permission-denied'))).toBeNull();
    expect(failureReason(sdkError('storage/unknown'))).toBeNull();
    expect(failureReason(sdkError('constructor'))).toBeNull();
    expect(failureReason(sdkError('__proto__'))).toBeNull();
    expect(failureReason({ code: 42 })).toBeNull();
    expect(failureReason('permission-denied')).toBeNull();
    expect(failureReason(null)).toBeNull();
    expect(failureReason(undefined)).toBeNull();
  });
});

describe('reason texts in both languages', () => {
  const reasons = ['permission', 'signedOut', 'offline', 'notFound', 'quota', 'cancelled', 'invalid', 'conflict'];

  it.each(reasons)('%s has an English and an Arabic text', (reason) => {
    const key = `feedback.reasons.${reason}`;
    expect(lookup(en, key)).toEqual(expect.any(String));
    expect(lookup(ar, key)).toEqual(expect.any(String));
  });

  it('every reason key a failure can produce exists', () => {
    for (const code of [
      'permission-denied',
      'unauthenticated',
      'unavailable',
      'not-found',
      'resource-exhausted',
      'cancelled',
      'invalid-argument',
      'aborted',
    ]) {
      const key = failureReasonKey(sdkError(code));
      expect(key).not.toBeNull();
      expect(lookup(en, key!), key!).toEqual(expect.any(String));
      expect(lookup(ar, key!), key!).toEqual(expect.any(String));
    }
  });

  it('the Arabic reasons and the copy-phone messages contain no Latin text (no SDK English in Arabic toasts)', () => {
    const arabic = [
      ...reasons.map((reason) => `feedback.reasons.${reason}`),
      'feedback.phone.copied',
      'feedback.phone.copyFailed',
      'feedback.phone.copy',
    ];
    for (const key of arabic) expect(lookup(ar, key), key).not.toMatch(/[A-Za-z]/);
  });

  it('copy-phone messages are the catalogue texts in English', () => {
    expect(lookup(en, 'feedback.phone.copied')).toBe('Phone number copied to clipboard');
    expect(lookup(en, 'feedback.phone.copyFailed')).toBe('Failed to copy phone number');
  });
});

describe('performAdminAction', () => {
  it('toasts the success text and returns the value', async () => {
    const { toasts, sink } = recorder();
    const result = await performAdminAction(async () => 7, { success: 'Saved', failure: 'Failed to save' }, sink);
    expect(result).toEqual({ ok: true, value: 7 });
    expect(toasts).toEqual([{ kind: 'success', text: 'Saved' }]);
  });

  it('derives the success text from the value, or shows none', async () => {
    const { toasts, sink } = recorder();
    await performAdminAction(async () => 3, { success: (count) => `${count} uploaded`, failure: 'x' }, sink);
    await performAdminAction(
      async () => 0,
      { success: (count) => (count > 0 ? `${count} uploaded` : null), failure: 'x' },
      sink,
    );
    await performAdminAction(async () => undefined, { failure: 'x' }, sink);
    expect(toasts).toEqual([{ kind: 'success', text: '3 uploaded' }]);
  });

  it('on failure toasts the catalogue message (not the SDK text) and hands over the raw error, never throwing', async () => {
    const { toasts, sink } = recorder();
    const raw = sdkError('permission-denied');
    const result = await performAdminAction(
      async () => {
        throw raw;
      },
      { success: 'Saved', failure: 'Failed to fetch staff data' },
      sink,
    );
    expect(result).toEqual({ ok: false, error: raw });
    expect(toasts).toEqual([{ kind: 'error', text: 'Failed to fetch staff data', error: raw }]);
  });

  it('a throwing success formatter is not reported as a failed action', async () => {
    const { sink } = recorder();
    await expect(
      performAdminAction(
        async () => 1,
        {
          success: () => {
            throw new Error('formatter bug');
          },
          failure: 'Failed',
        },
        sink,
      ),
    ).rejects.toThrow('formatter bug');
  });
});
