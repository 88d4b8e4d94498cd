import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { markNotificationRead, useUnreadNotifications } from './api/dashboardApi';
import { useNotificationText } from './useNotificationText';
import { newArrivals } from './dashboardModel';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';

/**
 * Shows a toast for each unread notification that arrives while the portal is open (not for those
 * already there when it mounted). Renders nothing; mounted once by the admin shell.
 */
export function NewMessageNotifier() {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const navigate = useNavigate();
  const { status, data } = useUnreadNotifications();
  const known = useRef<Set<string> | null>(null);
  const textOf = useNotificationText();

  useEffect(() => {
    if (status !== 'success') return;
    if (known.current === null) {
      known.current = new Set(data.map((item) => item.id));
      return;
    }
    const arrivals = new Set(newArrivals(known.current, data));
    for (const item of data) {
      if (!arrivals.has(item.id)) continue;
      known.current.add(item.id);
      const key = `notification-${item.id}`;
      const text = textOf(item);
      feedback.notice({
        key,
        title: text.heading,
        description: `${text.title} — ${text.body}`,
        duration: 8,
        actions: item.link ? (
          <Button
            type="primary"
            size="small"
            onClick={() => {
              feedback.dismiss(key);
              void markNotificationRead(item.id).catch((error: unknown) =>
                console.error('Failed to mark notification read', error),
              );
              navigate(item.link!);
            }}
          >
            {t('dashboard.notifications.open')}
          </Button>
        ) : undefined,
      });
    }
  }, [status, data, feedback, navigate, t, textOf]);

  return null;
}
