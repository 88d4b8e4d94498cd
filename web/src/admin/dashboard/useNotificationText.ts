import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminNotification } from './dashboardModel';
import { notificationText, type NotificationText } from './notificationText';

/** A notification's heading, title and body in the current language (notificationText.ts). */
export function useNotificationText(): (item: AdminNotification) => NotificationText {
  const { t, i18n } = useTranslation('admin');
  const separator = i18n.resolvedLanguage === 'ar' ? '، ' : ', ';
  return useCallback(
    (item: AdminNotification) => notificationText(item, (key, options) => t(key, options ?? {}), separator),
    [t, separator],
  );
}
