import {
  BellOutlined,
  CheckOutlined,
  FileTextOutlined,
  FolderOpenOutlined,
  MailOutlined,
  PictureOutlined,
  ProfileOutlined,
  ReloadOutlined,
  SettingOutlined,
  SolutionOutlined,
  StarOutlined,
  TeamOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { AdminPageHeader } from '@/admin/components/AdminPageHeader';
import { Alert, Badge, Button, Card, Col, Empty, Row, Skeleton, Space, Tooltip, Typography } from 'antd';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import {
  fetchDashboardStatsFromServer,
  markNotificationRead,
  markNotificationsRead,
  useDashboardStats,
  useUnreadNotifications,
} from './api/dashboardApi';
import { dashboardCounterNames, type DashboardCounterName } from './dashboardModel';
import { SetupChecklist } from './SetupChecklist';
import { CockpitSection } from './cockpit/CockpitSection';
import { LateRequestsCard } from './LateRequestsCard';
import { useNotificationText } from './useNotificationText';
import './dashboard.css';
import { formatDate } from '@/lib/dates';
import { toLanguage } from '@household/model';

const counterMeta: Record<DashboardCounterName, { icon: ReactNode; link: string; color: string }> = {
  totalStaff: { icon: <TeamOutlined />, link: '/admin/staff', color: '#0f766e' },
  activePlacements: { icon: <SolutionOutlined />, link: '/admin/staff', color: '#16a34a' },
  pendingApplications: { icon: <UserAddOutlined />, link: '/admin/staff', color: '#d97706' },
  unreadMessages: { icon: <MailOutlined />, link: '/admin/messages', color: '#dc2626' },
  totalMedia: { icon: <PictureOutlined />, link: '/admin/media', color: '#7c3aed' },
  totalReviews: { icon: <StarOutlined />, link: '/admin/reviews', color: '#ca8a04' },
  openRequests: { icon: <ProfileOutlined />, link: '/admin/requests', color: '#2563eb' },
};

const quickLinks = [
  { key: 'staff', path: '/admin/staff', icon: <TeamOutlined /> },
  { key: 'messages', path: '/admin/messages', icon: <MailOutlined /> },
  { key: 'media', path: '/admin/media', icon: <PictureOutlined /> },
  { key: 'storage', path: '/admin/storage', icon: <FolderOpenOutlined /> },
  { key: 'settings', path: '/admin/settings', icon: <SettingOutlined /> },
] as const;

/** Admin dashboard: live counters, quick actions, unread notifications. */
export function DashboardPage() {
  const { t, i18n } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const navigate = useNavigate();
  const stats = useDashboardStats();
  const notifications = useUnreadNotifications();
  const [refreshing, setRefreshing] = useState(false);
  const textOf = useNotificationText();
  const language = toLanguage(i18n.resolvedLanguage);

  async function refresh() {
    setRefreshing(true);
    try {
      await fetchDashboardStatsFromServer();
      feedback.success(t('dashboard.refreshed'));
    } catch (error) {
      feedback.error(t('dashboard.refreshFailed'), error);
    } finally {
      setRefreshing(false);
    }
  }

  async function markRead(ids: string[]) {
    try {
      await (ids.length === 1 ? markNotificationRead(ids[0]!) : markNotificationsRead(ids));
      feedback.success(t('dashboard.notifications.markedRead'));
    } catch (error) {
      feedback.error(t('dashboard.notifications.markReadFailed'), error);
    }
  }

  const loading = stats.status === 'loading';

  return (
    <div className="dashboard">
      <AdminPageHeader
        title={t('dashboard.title')}
        subtitle={
          <>
            {t('dashboard.subtitle')}
            {stats.data?.updatedAt && (
              <> · {t('dashboard.updatedAt', { time: formatDate(stats.data.updatedAt, language, 'dateTime', '') })}</>
            )}
          </>
        }
      >
        <Button icon={<ReloadOutlined />} loading={refreshing} onClick={() => void refresh()}>
          {t('dashboard.refresh')}
        </Button>
      </AdminPageHeader>

      <SetupChecklist />
      {stats.status === 'error' && (
        <Alert type="error" showIcon title={t('dashboard.statsFailed')} className="dashboard__alert" />
      )}
      {stats.status === 'success' && !stats.data && (
        <Alert type="info" showIcon title={t('dashboard.notComputed')} className="dashboard__alert" />
      )}

      <Row gutter={[16, 16]} className="dashboard__stats">
        {dashboardCounterNames.map((name) => {
          const meta = counterMeta[name];
          const value = stats.data?.counts[name];
          return (
            <Col xs={12} md={8} xl={4} key={name}>
              <Link to={meta.link} className="dashboard__stat-link">
                <Card hoverable size="small" className="dashboard__stat">
                  <span
                    className="dashboard__stat-icon"
                    style={{ color: meta.color, backgroundColor: `${meta.color}1a` }}
                    aria-hidden
                  >
                    {meta.icon}
                  </span>
                  <div className="dashboard__stat-label">{t(`dashboard.stats.${name}`)}</div>
                  {loading ? (
                    <Skeleton.Button active size="small" />
                  ) : (
                    <div className="dashboard__stat-value" data-testid={`stat-${name}`}>
                      {value ?? '—'}
                    </div>
                  )}
                </Card>
              </Link>
            </Col>
          );
        })}
      </Row>

      <LateRequestsCard />

      <CockpitSection />

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title={t('dashboard.quickActions')} size="small">
            <div className="dashboard__quick">
              {quickLinks.map((link) => (
                <Button key={link.key} icon={link.icon} size="large" onClick={() => navigate(link.path)} block>
                  {t(`dashboard.quick.${link.key}`)}
                </Button>
              ))}
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card
            size="small"
            title={
              <Space>
                <BellOutlined aria-hidden />
                {t('dashboard.notifications.title')}
                <Badge count={notifications.data.length} overflowCount={19} />
              </Space>
            }
            extra={
              notifications.data.length > 1 && (
                <Button
                  size="small"
                  type="link"
                  onClick={() => void markRead(notifications.data.map((item) => item.id))}
                >
                  {t('dashboard.notifications.markAllRead')}
                </Button>
              )
            }
          >
            {notifications.status === 'loading' ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : notifications.data.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('dashboard.notifications.none')} />
            ) : (
              <ul className="dashboard__notifications" data-testid="notification-list">
                {notifications.data.slice(0, 8).map((item) => (
                  <li key={item.id} className="dashboard__notification">
                    <span className="dashboard__notification-icon" aria-hidden>
                      {item.kind === 'contactMessage' ? <MailOutlined /> : <FileTextOutlined />}
                    </span>
                    <div className="dashboard__notification-text">
                      <Typography.Text strong dir="auto">
                        {textOf(item).title}
                      </Typography.Text>
                      <Typography.Text type="secondary" ellipsis dir="auto">
                        {textOf(item).body}
                      </Typography.Text>
                      <Typography.Text type="secondary" className="dashboard__notification-time">
                        {formatDate(item.createdAt, language, 'dateTime', '')}
                      </Typography.Text>
                    </div>
                    <Space size={4}>
                      {item.link && (
                        <Button
                          size="small"
                          onClick={() => {
                            void markRead([item.id]);
                            navigate(item.link!);
                          }}
                        >
                          {t('dashboard.notifications.open')}
                        </Button>
                      )}
                      <Tooltip title={t('dashboard.notifications.markRead')}>
                        <Button
                          size="small"
                          aria-label={t('dashboard.notifications.markRead')}
                          icon={<CheckOutlined />}
                          onClick={() => void markRead([item.id])}
                        />
                      </Tooltip>
                    </Space>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}
