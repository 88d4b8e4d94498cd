import { SettingOutlined } from '@ant-design/icons';
import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSiteSettingsLive } from '@/admin/lib/api/useSiteSettingsLive';
import { missingSetup } from './setupChecklist';

/** "Finish setting up: WhatsApp number, licence number, ...": what visitors cannot see yet. Nothing once complete. */
export function SetupChecklist() {
  const { t } = useTranslation('admin');
  const { status, data } = useSiteSettingsLive();
  if (status !== 'success') return null;
  const missing = missingSetup(data as unknown as Record<string, unknown>);
  if (missing.length === 0) return null;
  const items = missing.map((key) => t(`dashboard.setup.items.${key}`)).join(t('dashboard.setup.separator'));
  return (
    <Alert
      type="warning"
      showIcon
      className="dashboard__alert"
      data-testid="setup-checklist"
      title={t('dashboard.setup.title', { items })}
      description={t('dashboard.setup.hint')}
      action={
        <Link to="/admin/settings">
          <Button size="small" icon={<SettingOutlined />}>
            {t('dashboard.setup.action')}
          </Button>
        </Link>
      }
    />
  );
}
