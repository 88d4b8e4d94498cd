import { Button } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { markNotificationRead, useUnreadNotifications } from './api/dashboardApi';
import { useNotificationText } from './useNotificationText';
import { arrivalsNotice, newArrivals, type AdminNotification } from './dashboardModel';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';

const noticeKey = 'notification-arrivals';

/**
 * One live notice for the unread notifications that arrive while the portal is open (not for those
 * already there when it mounted): one arrival shows itself with Open; several are counted in the same
 * notice, the newest three named, Open leading to the dashboard's list (arrivalsNotice). A burst of
 * messages and requests takes at most one of the three places, and the admin's own toast and the Undo
 * notice beside it stay. Renders nothing; mounted once by the admin shell.
 */
export function NewMessageNotifier() {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const navigate = useNavigate();
  const { status, data } = useUnreadNotifications();
  const known = useRef<Set<string> | null>(null);
  /** What the open notice counts, newest first; emptied when it goes. */
  const pending = useRef<AdminNotification[]>([]);
  const textOf = useNotificationText();

  useEffect(() => {
    if (status !== 'success') return;
    if (known.current === null) {
      known.current = new Set(data.map((item) => item.id));
      return;
    }
    const arrivals = new Set(newArrivals(known.current, data));
    if (arrivals.size === 0) return;
    for (const id of arrivals) known.current.add(id);
    pending.current = [...data.filter((item) => arrivals.has(item.id)), ...pending.current];
    const notice = arrivalsNotice(pending.current);
    if (!notice) return;
    const one = notice.count === 1 ? notice.named[0]! : null;
    const line = (item: AdminNotification) => {
      const text = textOf(item);
      return `${text.title} — ${text.body}`;
    };
    const link = notice.link;
    feedback.notice({
      key: noticeKey,
      title: one ? textOf(one).heading : t('dashboard.notifications.arrivals', { count: notice.count }),
      description: one ? (
        line(one)
      ) : (
        <ul className="admin-arrivals">
          {notice.named.map((item) => (
            <li key={item.id}>{line(item)}</li>
          ))}
        </ul>
      ),
      duration: 8,
      onClose: () => {
        pending.current = [];
      },
      actions: link ? (
        <Button
          type="primary"
          size="small"
          onClick={() => {
            feedback.dismiss(noticeKey);
            pending.current = [];
            if (one)
              void markNotificationRead(one.id).catch((error: unknown) =>
                console.error('Failed to mark notification read', error),
              );
            navigate(link);
          }}
        >
          {t('dashboard.notifications.open')}
        </Button>
      ) : undefined,
    });
  }, [status, data, feedback, navigate, t, textOf]);

  return null;
}
