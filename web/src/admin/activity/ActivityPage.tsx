import { Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ActivityLog } from './ActivityLog';
import { TrashTab } from './trash/TrashTab';
import './activity.css';

const tabKeys = ['log', 'trash'] as const;
type TabKey = (typeof tabKeys)[number];

/** /admin/activity: the audit log and the trash, one tab each (?tab=trash opens the trash). */
export function ActivityPage() {
  const { t } = useTranslation('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const active: TabKey = tabKeys.find((key) => key === requested) ?? 'log';

  return (
    <div className="activity-page">
      <Typography.Title level={2}>{t('activity.title')}</Typography.Title>
      <Tabs
        activeKey={active}
        onChange={(key) => setSearchParams(key === 'log' ? {} : { tab: key }, { replace: true })}
        destroyOnHidden
        items={[
          { key: 'log', label: t('activity.tabs.log'), children: <ActivityLog /> },
          { key: 'trash', label: t('activity.tabs.trash'), children: <TrashTab /> },
        ]}
      />
    </div>
  );
}
