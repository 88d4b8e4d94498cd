import { isStorageUnreachable } from '@/lib/storageErrors';

/**
 * Admin feedback (toasts), configured once for the portal: antd notifications in the bottom
 * "end" corner, at most three at a time, about 4.5 seconds each (docs/architecture.md#experience).
 *
 * Placement follows the reading direction like the rest of the layout (CSS logical properties):
 * bottom-right in English, mirrored to bottom-left in Arabic, so a toast always appears at the
 * corner where a line of text ends and never covers the start of the navigation. On a phone (below
 * 768 px) a toast is as wide as the screen, so it shows at the top, over the header, and never over the
 * drawer's footer or the list where the next tap goes; toasts let taps through outside their own
 * buttons (adminShell.css), so they never cover a control (docs/decisions/029-admin-on-a-phone.md).
 *
 * The text of a toast is always one of the catalogue messages of the action (translated by the
 * caller). A failure may add a translated reason derived from the error's code; the raw error
 * (often English SDK text) only goes to the console, never to the screen.
 */
export const toastDurationSeconds = 4.5;
export const toastMaxCount = 3;

export type ToastPlacement = 'bottomRight' | 'bottomLeft' | 'top';

export function toastPlacement(direction: 'ltr' | 'rtl', compact = false): ToastPlacement {
  if (compact) return 'top';
  return direction === 'rtl' ? 'bottomLeft' : 'bottomRight';
}

/** The antd `App` notification config for the admin portal (`compact`: a phone's screen). */
export function adminToastConfig(direction: 'ltr' | 'rtl', compact = false) {
  return {
    placement: toastPlacement(direction, compact),
    maxCount: toastMaxCount,
    duration: toastDurationSeconds,
  } as const;
}

/** Why an admin action failed, in words an office can act on (keys under admin:feedback.reasons). */
export type FailureReason =
  'permission' | 'signedOut' | 'offline' | 'notFound' | 'quota' | 'cancelled' | 'invalid' | 'conflict';

/**
 * Firestore, Storage, Functions and Auth error codes, without their service prefix
 * (`storage/unauthorized`, `functions/permission-denied`, `permission-denied`).
 */
const reasonByCode: Readonly<Record<string, FailureReason>> = {
  'permission-denied': 'permission',
  unauthorized: 'permission',
  'unauthorized-app': 'permission',
  unauthenticated: 'signedOut',
  'user-token-expired': 'signedOut',
  'requires-recent-login': 'signedOut',
  unavailable: 'offline',
  'deadline-exceeded': 'offline',
  'retry-limit-exceeded': 'offline',
  'network-request-failed': 'offline',
  unreachable: 'offline',
  'not-found': 'notFound',
  'object-not-found': 'notFound',
  'resource-exhausted': 'quota',
  'quota-exceeded': 'quota',
  cancelled: 'cancelled',
  canceled: 'cancelled',
  'invalid-argument': 'invalid',
  'failed-precondition': 'conflict',
  aborted: 'conflict',
  'already-exists': 'conflict',
};

/** The reason of a failure from its error code, or null when the code says nothing useful (or there is none). */
export function failureReason(error: unknown): FailureReason | null {
  if (isStorageUnreachable(error)) return 'offline';
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  const bare = code.slice(code.lastIndexOf('/') + 1);
  return Object.prototype.hasOwnProperty.call(reasonByCode, bare) ? reasonByCode[bare]! : null;
}

/** The translation key (admin namespace) of a failure's reason, or null. */
export function failureReasonKey(error: unknown): string | null {
  const reason = failureReason(error);
  return reason ? `feedback.reasons.${reason}` : null;
}

/** What a toast sink must offer (the admin's antd notifications, or a recorder in tests). */
export interface FeedbackSink {
  success: (text: string) => void;
  error: (text: string, error?: unknown) => void;
}

export type AdminActionResult<T> = { ok: true; value: T } | { ok: false; error: unknown };

export interface AdminActionMessages<T> {
  /** The success toast (a function may derive it from the result, or return null for none); omitted: no toast. */
  success?: string | ((value: T) => string | null);
  /** The catalogue failure message. */
  failure: string;
  /** Marks which item is busy (a row id), so several rows can each show their own spinner. */
  key?: string;
}

/** try / toast success / toast failure: the core of useAdminAction, without React. A failed action resolves with ok: false (it never rejects). */
export async function performAdminAction<T>(
  action: () => Promise<T>,
  messages: AdminActionMessages<T>,
  sink: FeedbackSink,
): Promise<AdminActionResult<T>> {
  let value: T;
  try {
    value = await action();
  } catch (error) {
    sink.error(messages.failure, error);
    return { ok: false, error };
  }
  const text = typeof messages.success === 'function' ? messages.success(value) : messages.success;
  if (text) sink.success(text);
  return { ok: true, value };
}
