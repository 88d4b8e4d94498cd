import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useOffline, usePendingWrites } from './usePendingWrites';

/**
 * Under the admin header while the portal is offline: the last data stays on screen (Firestore's
 * persistent cache) and the changes made meanwhile wait, counted here, until the connection returns.
 */
export function OfflineBanner() {
  const { t } = useTranslation('admin');
  const offline = useOffline();
  const { count } = usePendingWrites();
  if (!offline) return null;
  return (
    <Alert
      type="warning"
      showIcon
      banner
      role="status"
      data-testid="offline-banner"
      title={t('offline.banner', { count })}
      description={t('offline.hint')}
    />
  );
}

/** A row's "waiting to send" mark while a change to `id` waits for the server. */
export function PendingMark({ id }: { id: string }) {
  const { t } = useTranslation('admin');
  const { has } = usePendingWrites();
  if (!has(id)) return null;
  return (
    <span className="admin-pending" data-testid={`pending-${id}`}>
      {t('offline.pending')}
    </span>
  );
}
