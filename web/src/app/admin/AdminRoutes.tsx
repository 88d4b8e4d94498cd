import { Button, Layout, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, Route, Routes } from 'react-router-dom';
import { signOutAdmin } from '../../features/auth/api/authApi';

/** Signed-in admin portal. Unknown admin paths redirect to /admin. */
export function AdminRoutes() {
  const { t } = useTranslation('admin');
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Header style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography.Text style={{ color: '#fff' }}>{t('login.welcome')}</Typography.Text>
        <Button onClick={() => void signOutAdmin()}>{t('login.logout')}</Button>
      </Layout.Header>
      <Layout.Content style={{ padding: 24 }}>
        <Routes>
          <Route index element={<Typography.Title level={2}>{t('login.welcome')}</Typography.Title>} />
          <Route path="*" element={<Navigate to="/admin" replace />} />
        </Routes>
      </Layout.Content>
    </Layout>
  );
}
