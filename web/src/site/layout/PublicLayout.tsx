import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SiteSettingsProvider } from '@/lib/siteSettings/SiteSettingsContext';
import { FloatingWhatsApp } from '@/site/floating-whatsapp/FloatingWhatsApp';
import { Footer } from './Footer';
import { Header } from './Header';
import './publicLayout.css';
import { earlyUnit } from '@/site/early/hydrated';

/**
 * Scrolls to the top on a new page (not on a query change within the page), and never on the page the
 * layout first shows: that page is already on screen (the app hydrates a pre-rendered page), and the
 * visitor may have scrolled to the form and be tapping Send; a jump to the top would move the page under
 * their finger (decision 017).
 */
function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
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
      <div className="public-shell" {...earlyUnit()}>
        <Header />
        <main id="main" className="public-main" tabIndex={-1}>
          <Outlet />
        </main>
        <Footer />
      </div>
      {/* Outside the footer: its content-visibility would pin this fixed button to it. */}
      <FloatingWhatsApp />
    </SiteSettingsProvider>
  );
}
