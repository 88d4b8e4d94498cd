import { MoonOutlined, SunOutlined } from '@ant-design/icons';
import { Button, Select, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { useTheme } from '@/lib/theme/ThemeContext';

/** Language selector and theme toggle, shared by the login screen and the portal header. */
export function AdminPreferences() {
  const { t, i18n } = useTranslation('admin');
  const language = useLanguage();
  const { mode, toggle } = useTheme();
  const themeLabel = mode === 'dark' ? t('common:theme.toLight') : t('common:theme.toDark');

  return (
    <Space size={8}>
      <Select
        aria-label={t('shell.language')}
        value={language}
        onChange={(value) => void i18n.changeLanguage(value)}
        options={[
          { value: 'en', label: 'English' },
          { value: 'ar', label: 'العربية' },
        ]}
        style={{ width: 116 }}
        data-testid="admin-language"
      />
      <Tooltip title={themeLabel}>
        <Button
          aria-label={themeLabel}
          icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
          onClick={toggle}
          data-testid="admin-theme-toggle"
        />
      </Tooltip>
    </Space>
  );
}
