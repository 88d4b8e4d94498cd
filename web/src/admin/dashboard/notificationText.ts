import type { AdminNotification } from './dashboardModel';

/** i18next's `t` as far as this file needs it. */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface NotificationText {
  /** The toast's heading (what kind of thing arrived). */
  heading: string;
  title: string;
  body: string;
}

/**
 * The words of a notification in the reader's language, from its structured data (issue 26: nothing
 * is parsed out of a stored English sentence). Older notifications without data show as stored.
 */
export function notificationText(item: AdminNotification, t: Translate, listSeparator = ', '): NotificationText {
  const data = item.data;
  if (item.kind === 'contactMessage') {
    const heading = t('dashboard.notifications.toastTitle');
    if (!data) return { heading, title: item.title, body: item.body };
    return {
      heading,
      title: t('dashboard.notifications.messageFrom', { name: data.name ?? t('cockpit.notifications.someone') }),
      body: data.subject ?? t('cockpit.notifications.noSubject'),
    };
  }
  if (item.kind === 'request') {
    const heading = t('cockpit.notifications.requestToast');
    if (!data) return { heading, title: item.title, body: item.body };
    return {
      heading,
      title: t('cockpit.notifications.requestFrom', { name: data.name ?? t('cockpit.notifications.someone') }),
      body: [data.trackingCode, data.refCodes.join(listSeparator)].filter(Boolean).join(' · '),
    };
  }
  return { heading: item.title, title: item.title, body: item.body };
}
