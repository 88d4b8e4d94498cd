import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider, StorageProvider, useSigninCheck } from 'reactfire';
import { LoginPage } from '../../features/auth/LoginPage';
import { signOutAdmin } from '../../features/auth/api/authApi';
import { firebaseApp } from '../../lib/firebase/app';
import { adminAuth, adminDb, adminFunctions, adminStorage } from '../../lib/firebase/adminSdk';
import { AntdProvider } from '../AntdProvider';
import { AdminRoutes } from './AdminRoutes';
import { loadAdminLocales } from './loadAdminLocales';

loadAdminLocales();

/** Gate: the portal only for a user carrying the `admin` custom claim. */
function AdminGate() {
  const { t } = useTranslation('admin');
  const { status, data } = useSigninCheck({ requiredClaims: { admin: true } });

  if (status === 'loading') {
    return <Spin fullscreen aria-label={t('common:loading')} />;
  }
  if (!data.signedIn) return <LoginPage />;
  if (!data.hasRequiredClaims) {
    return (
      <Result
        status="403"
        title={t('login.notAuthorised')}
        extra={
          <Button type="primary" onClick={() => void signOutAdmin()}>
            {t('login.logout')}
          </Button>
        }
      />
    );
  }
  // Remount the data tree per user so no cached permission-denied stream survives a sign-out.
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
