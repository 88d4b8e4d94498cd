import {
  CalculatorOutlined,
  DashboardOutlined,
  ExportOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  HistoryOutlined,
  LogoutOutlined,
  MailOutlined,
  ProfileOutlined,
  PictureOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Badge, Button, Layout, Space, Tabs, Tooltip, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { NewMessageNotifier } from '@/admin/dashboard/NewMessageNotifier';
import { useDashboardStats } from '@/admin/dashboard/api/dashboardApi';
import { AdminErrorBoundary } from './AdminErrorBoundary';
import { AdminPreferences } from './AdminPreferences';
import { OfflineBanner } from '@/admin/lib/offline/OfflineBanner';
import { useLogout } from './session';
import './adminShell.css';
import { BrandMark } from '@/lib/BrandMark';

const tabs: readonly { path: string; key: string; icon: ReactNode }[] = [
  { path: '/admin', key: 'dashboard', icon: <DashboardOutlined /> },
  { path: '/admin/staff', key: 'staff', icon: <TeamOutlined /> },
  { path: '/admin/messages', key: 'messages', icon: <MailOutlined /> },
  { path: '/admin/requests', key: 'requests', icon: <ProfileOutlined /> },
  { path: '/admin/content', key: 'content', icon: <FileTextOutlined /> },
  { path: '/admin/reviews', key: 'reviews', icon: <StarOutlined /> },
  { path: '/admin/media', key: 'media', icon: <PictureOutlined /> },
  { path: '/admin/storage', key: 'storage', icon: <FolderOpenOutlined /> },
  { path: '/admin/costs', key: 'costs', icon: <CalculatorOutlined /> },
  { path: '/admin/settings', key: 'settings', icon: <SettingOutlined /> },
  { path: '/admin/activity', key: 'activity', icon: <HistoryOutlined /> },
];

/** The error catalogue's fetch failure per page. */
const fetchFailedKey: Record<string, string> = {
  dashboard: 'dashboard.statsFailed',
  staff: 'staff.toast.fetchFailed',
  media: 'media.toast.fetchFailed',
  storage: 'documents.toast.listError',
  messages: 'messages.fetchFailed',
  requests: 'requests.fetchFailed',
  content: 'content.fetchFailed',
  reviews: 'reviews.fetchFailed',
  settings: 'settings.fetchFailed',
  costs: 'costs.fetchFailed',
  activity: 'activity.fetchFailed',
};

/** Which tab a path belongs to: the longest matching tab path, else the dashboard. */
function activeTab(pathname: string) {
  const clean = pathname.replace(/\/+$/, '') || '/admin';
  return [...tabs].reverse().find((tab) => clean === tab.path || clean.startsWith(`${tab.path}/`)) ?? tabs[0]!;
}

/** The Messages tab label with the live unread count (from `stats/dashboard`). */
function UnreadBadge({ children }: { children: ReactNode }) {
  const unread = useDashboardStats().data?.counts.unreadMessages ?? 0;
  return unread > 0 ? (
    <Badge count={unread} size="small" offset={[8, -2]}>
      <span>{children}</span>
    </Badge>
  ) : (
    <span>{children}</span>
  );
}

/** Portal frame: brand, language and theme, Logout, and the tab bar linking every admin page. */
export function AdminShell() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const logout = useLogout();
  const active = activeTab(pathname);

  return (
    <Layout className="admin-shell">
      <AdminErrorBoundary fallback={null}>
        <NewMessageNotifier />
      </AdminErrorBoundary>
      <Layout.Header
        className="admin-shell__header"
        style={{ background: token.colorBgContainer, borderBlockEndColor: token.colorBorderSecondary }}
      >
        <Link to="/admin" className="admin-shell__brand" style={{ color: token.colorText }}>
          <BrandMark size={32} />
          <span className="admin-shell__brand-text">
            <span className="admin-shell__brand-name">{t('common:brand.name')}</span>
            <span className="admin-shell__brand-sub" style={{ color: token.colorPrimary }}>
              {t('shell.title')}
            </span>
          </span>
        </Link>
        <Space size={8} wrap className="admin-shell__actions">
          <Tooltip title={t('shell.viewSite')}>
            <Button
              type="text"
              icon={<ExportOutlined />}
              href="/"
              target="_blank"
              rel="noopener"
              aria-label={t('shell.viewSite')}
            />
          </Tooltip>
          <AdminPreferences />
          <Button icon={<LogoutOutlined />} onClick={logout}>
            <span className="admin-shell__logout-text">{t('login.logout')}</span>
          </Button>
        </Space>
      </Layout.Header>
      <nav
        aria-label={t('shell.navigation')}
        className="admin-shell__nav"
        style={{ background: token.colorBgContainer, borderBlockEndColor: token.colorBorderSecondary }}
      >
        <Tabs
          activeKey={active.key}
          onChange={(key) => navigate(tabs.find((tab) => tab.key === key)?.path ?? '/admin')}
          items={tabs.map((tab) => ({
            key: tab.key,
            icon: tab.icon,
            label:
              tab.key === 'messages' ? (
                <AdminErrorBoundary fallback={t(`shell.tabs.${tab.key}`)}>
                  <UnreadBadge>{t(`shell.tabs.${tab.key}`)}</UnreadBadge>
                </AdminErrorBoundary>
              ) : (
                t(`shell.tabs.${tab.key}`)
              ),
          }))}
          className="admin-shell__tabs"
        />
      </nav>
      <OfflineBanner />
      <Layout.Content className="admin-shell__content">
        <AdminErrorBoundary resetKey={pathname} titleKey={fetchFailedKey[active.key]}>
          <Outlet />
        </AdminErrorBoundary>
      </Layout.Content>
    </Layout>
  );
}
