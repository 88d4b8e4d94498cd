import { App } from 'antd';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { failureReasonKey, performAdminAction, type AdminActionMessages, type AdminActionResult } from './feedback';

export type { AdminActionMessages, AdminActionResult };

/** Toasts of the admin portal (placement, count and duration are configured once in the admin's antd App). */
export interface AdminFeedback {
  success: (text: string, description?: string) => void;
  info: (text: string) => void;
  warning: (text: string, description?: string) => void;
  /**
   * `text` is the catalogue message of the action. The raw `error` goes to the console; on screen it
   * only adds a translated reason (permission, offline, ...) when its code tells one.
   */
  error: (text: string, error?: unknown, description?: string) => void;
  /**
   * A notice with its own buttons (Undo, Open): `key` names it for `dismiss`, and a notice opened again
   * with the same key is updated in place; `progress` shows the time left. Same placement and count as
   * every toast; like them it lets taps through outside its buttons.
   */
  notice: (notice: {
    key: string;
    title: string;
    description?: ReactNode;
    duration: number;
    actions?: ReactNode;
    progress?: boolean;
    /** When it goes (its time is up, its close button, or `dismiss`). */
    onClose?: () => void;
  }) => void;
  dismiss: (key: string) => void;
}

export function useAdminFeedback(): AdminFeedback {
  const { notification } = App.useApp();
  const { t } = useTranslation('admin');
  return useMemo<AdminFeedback>(
    () => ({
      success: (text, description) => notification.success({ title: text, description, role: 'status' }),
      info: (text) => notification.info({ title: text, role: 'status' }),
      warning: (text, description) => notification.warning({ title: text, description, role: 'alert' }),
      error: (text, error, description) => {
        if (error !== undefined) console.error(text, error);
        const reasonKey = error === undefined ? null : failureReasonKey(error);
        notification.error({
          title: text,
          description: description ?? (reasonKey ? t(reasonKey) : undefined),
          role: 'alert',
        });
      },
      notice: ({ progress = false, ...notice }) =>
        notification.open({ ...notice, showProgress: progress, pauseOnHover: progress, role: 'status' }),
      dismiss: (key) => notification.destroy(key),
    }),
    [notification, t],
  );
}

/**
 * The admin action building block: run `action`, toast the success or the catalogue failure
 * (logging the raw error), and keep a busy state until it settles. Never throws.
 */
export function useAdminAction() {
  const feedback = useAdminFeedback();
  const [busyKeys, setBusyKeys] = useState<ReadonlyMap<string, number>>(new Map());

  const mark = useCallback((key: string, delta: 1 | -1) => {
    setBusyKeys((current) => {
      const next = new Map(current);
      const count = (next.get(key) ?? 0) + delta;
      if (count > 0) next.set(key, count);
      else next.delete(key);
      return next;
    });
  }, []);

  const run = useCallback(
    async <T>(action: () => Promise<T>, messages: AdminActionMessages<T>): Promise<AdminActionResult<T>> => {
      const key = messages.key ?? '';
      mark(key, 1);
      try {
        return await performAdminAction(action, messages, feedback);
      } finally {
        mark(key, -1);
      }
    },
    [feedback, mark],
  );

  const isBusy = useCallback((key?: string) => (key === undefined ? busyKeys.size > 0 : busyKeys.has(key)), [busyKeys]);

  return { run, busy: busyKeys.size > 0, isBusy, feedback };
}
