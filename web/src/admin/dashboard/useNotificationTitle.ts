import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { contactSenderOf, type AdminNotification } from './dashboardModel';

/** The notification headline in the current language when it is a known kind. */
export function useNotificationTitle(): (item: AdminNotification) => string {
  const { t } = useTranslation('admin');
  return useCallback(
    (item: AdminNotification) => {
      const sender = contactSenderOf(item);
      return sender ? t('dashboard.notifications.messageFrom', { name: sender }) : item.title;
    },
    [t],
  );
}
