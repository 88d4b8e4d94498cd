import { LogoutOutlined } from '@ant-design/icons';
import { Button, Result, Spin } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoginPage } from '@/admin/auth/LoginPage';
import { signOutAdmin, useAdminSignin } from '@/admin/auth/api/authApi';
import { AdminFirebaseProviders } from '@/admin/lib/firebase/AdminFirebaseProviders';
import { AntdProvider } from '@/admin/shell/AntdProvider';
import { AdminPreferences } from './AdminPreferences';
import { AdminErrorBoundary } from './AdminErrorBoundary';
import { AdminRoutes } from './AdminRoutes';
import { LogoutContext } from './session';
import { loadAdminLocales } from './loadAdminLocales';
import { useAdminManifest } from './useAdminManifest';
import { useLanguage } from '@/i18n/useLanguage';

loadAdminLocales();

/**
 * Gate: the portal only for a user carrying the `admin` custom claim (useAdminSignin). Signed in
 * without the claim: a clear refusal with Logout.
 */
function AdminGate() {
  const { t } = useTranslation('admin');
  const { status, data } = useAdminSignin();
  useAdminManifest(useLanguage());
  // The portal's tab title and description in the admin's language (the shell HTML carries English).
  useEffect(() => {
    document.title = t('shell.title');
    document.querySelector('meta[name="description"]')?.setAttribute('content', t('login.subtitle'));
  }, [t]);
  const [leaving, setLeaving] = useState(false);
  const hadSession = useRef(false);
  const signedIn = status === 'success' && data.signedIn;

  // Any end of a session in this page (Logout, expiry, revocation) reloads /admin, so the next
  // sign-in never meets reactfire's cached permission-denied listeners (see session.tsx).
  useEffect(() => {
    if (signedIn) hadSession.current = true;
    else if (status === 'success' && hadSession.current) window.location.replace('/admin');
  }, [signedIn, status]);
  const logout = useCallback(() => {
    setLeaving(true);
    signOutAdmin()
      .catch((error: unknown) => console.error('Sign-out failed', error))
      .finally(() => window.location.replace('/admin'));
  }, []);

  if (status === 'loading' || leaving) {
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
            <Button type="primary" icon={<LogoutOutlined />} onClick={logout}>
              {t('login.logout')}
            </Button>
          }
        />
      </main>
    );
  }
  // Remount the data tree per user; Logout also reloads the page (see session.tsx, reactfire #790, #485).
  return (
    <LogoutContext.Provider value={logout}>
      <AdminErrorBoundary>
        <AdminRoutes key={data.user?.uid} />
      </AdminErrorBoundary>
    </LogoutContext.Provider>
  );
}

export function AdminApp() {
  return (
    <AntdProvider>
      <AdminFirebaseProviders>
        <AdminGate />
      </AdminFirebaseProviders>
    </AntdProvider>
  );
}
