import { InfoCircleOutlined } from '@ant-design/icons';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@/lib/dates';
import { toLanguage } from '@household/model';
import { SettingsCard } from './SettingsCard';

export const systemVersion = '1.0.0';

export function SystemInfoCard() {
  const { t, i18n } = useTranslation('admin');
  const today = formatDate(new Date(), toLanguage(i18n.resolvedLanguage), 'long');
  return (
    <SettingsCard icon={<InfoCircleOutlined aria-hidden />} title={t('settings.system.title')} testId="settings-system">
      <Descriptions column={1} size="small">
        <Descriptions.Item label={t('settings.system.version')}>{systemVersion}</Descriptions.Item>
        <Descriptions.Item label={t('settings.system.date')}>{today}</Descriptions.Item>
        <Descriptions.Item label={t('settings.system.database')}>{t('settings.system.databaseName')}</Descriptions.Item>
        <Descriptions.Item label={t('settings.system.storage')}>{t('settings.system.storageName')}</Descriptions.Item>
      </Descriptions>
    </SettingsCard>
  );
}
