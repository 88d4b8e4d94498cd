import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SiteSettingsProvider } from '@/lib/siteSettings/SiteSettingsContext';
import { Footer } from './Footer';
import { Header } from './Header';
import './publicLayout.css';

/** Scrolls to the top on a new page (not on a query change within the page). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/**
 * Public frame: header, page, footer and the floating WhatsApp button. The admin
 * subtree is a separate route, so none of this renders under /admin. Settings are re-read each time
 * this layout mounts (SiteSettingsProvider).
 */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <SiteSettingsProvider>
      <ScrollToTop />
      <a className="skip-link" href="#main">
        {t('nav.skipToContent')}
      </a>
      <div className="public-shell">
        <Header />
        <main id="main" className="public-main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
    </SiteSettingsProvider>
  );
}
