import { Button, Layout, Select, Space, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { signOutAdmin } from '../../features/auth/api/authApi';
import { useLanguage } from '../../i18n/useLanguage';

const tabs = [
  { path: '/admin', key: 'dashboard' },
  { path: '/admin/staff', key: 'staff' },
  { path: '/admin/messages', key: 'messages' },
  { path: '/admin/content', key: 'content' },
  { path: '/admin/reviews', key: 'reviews' },
  { path: '/admin/media', key: 'media' },
  { path: '/admin/storage', key: 'storage' },
  { path: '/admin/settings', key: 'settings' },
] as const;

/** Portal frame: title, language selector, Logout, and the tab bar linking every admin page. */
export function AdminShell() {
  const { t, i18n } = useTranslation('admin');
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const active = [...tabs].reverse().find((tab) => pathname === tab.path || pathname.startsWith(`${tab.path}/`)) ?? tabs[0];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header
        style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 12, paddingInline: 16, flexWrap: 'wrap', height: 'auto', minHeight: 64 }}
      >
        <Typography.Title level={1} style={{ color: '#fff', margin: 0, fontSize: 20 }}>
          {t('shell.title')}
        </Typography.Title>
        <Space wrap>
          <Select
            aria-label={t('shell.language')}
            value={language}
            onChange={(value) => void i18n.changeLanguage(value)}
            options={[
              { value: 'en', label: 'English' },
              { value: 'ar', label: 'العربية' },
            ]}
            style={{ width: 120 }}
          />
          <Button onClick={() => void signOutAdmin()}>{t('login.logout')}</Button>
        </Space>
      </Layout.Header>
      <Layout.Content style={{ padding: 16 }}>
        <Tabs
          activeKey={active.key}
          onChange={(key) => navigate(tabs.find((tab) => tab.key === key)?.path ?? '/admin')}
          items={tabs.map((tab) => ({ key: tab.key, label: t(`shell.tabs.${tab.key}`) }))}
        />
        <Outlet />
      </Layout.Content>
    </Layout>
  );
}
