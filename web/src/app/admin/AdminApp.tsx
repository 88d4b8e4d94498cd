import { LogoutOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider, StorageProvider, useSigninCheck } from 'reactfire';
import { LoginPage } from '../../features/auth/LoginPage';
import { signOutAdmin } from '../../features/auth/api/authApi';
import { firebaseApp } from '../../lib/firebase/app';
import { adminAuth, adminDb, adminFunctions, adminStorage } from '../../lib/firebase/adminSdk';
import { AntdProvider } from '../AntdProvider';
import { AdminPreferences } from './AdminPreferences';
import { AdminRoutes } from './AdminRoutes';
import { loadAdminLocales } from './loadAdminLocales';

loadAdminLocales();

/**
 * Gate: the portal only for a user carrying the `admin` custom claim (`requiredClaims`, never
 * `validateCustomClaims`: reactfire #514). Signed in without the claim: a clear refusal with Logout.
 */
function AdminGate() {
  const { t } = useTranslation('admin');
  const { status, data } = useSigninCheck({ requiredClaims: { admin: true } });

  if (status === 'loading') {
    return <Spin fullscreen aria-label={t('common.loading')} />;
  }
  if (!data.signedIn) return <LoginPage toolbar={<AdminPreferences />} />;
  if (!data.hasRequiredClaims) {
    return (
      <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: 16 }}>
        <Result
          status="403"
          title={t('login.notAuthorisedTitle')}
          subTitle={
            <>
              {t('login.notAuthorised')}
              {data.user?.email && (
                <>
                  <br />
                  {t('login.signedInAs', { email: data.user.email })}
                </>
              )}
            </>
          }
          extra={
            <Button type="primary" icon={<LogoutOutlined />} onClick={() => void signOutAdmin()}>
              {t('login.logout')}
            </Button>
          }
        />
      </main>
    );
  }
  // Remount the data tree per user so no cached permission-denied stream survives a sign-out (#790, #485).
  return <AdminRoutes key={data.user?.uid} />;
}

export function AdminApp() {
  return (
    <AntdProvider>
      <FirebaseAppProvider firebaseApp={firebaseApp()}>
        <AuthProvider sdk={adminAuth}>
          <FirestoreProvider sdk={adminDb}>
            <FunctionsProvider sdk={adminFunctions}>
              <StorageProvider sdk={adminStorage}>
                <AdminGate />
              </StorageProvider>
            </FunctionsProvider>
          </FirestoreProvider>
        </AuthProvider>
      </FirebaseAppProvider>
    </AntdProvider>
  );
}
