import { useCallback, useRef, useState } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MenuIcon, MoonIcon, SunIcon, UserIcon } from '@/components/icons';
import { useTheme } from '@/lib/theme/ThemeContext';
import { useLanguage } from '@/i18n/useLanguage';
import { useHydrated } from '@/lib/useHydrated';
import { HeaderShortlistLink } from '@/site/shortlist/HeaderShortlistLink';
import { Brand } from './Brand';
import { MobileDrawer } from './MobileDrawer';
import { primaryLinks } from './navLinks';
import { ServicesMenu } from './ServicesMenu';

/** Sticky public header; under 768px the links move into the drawer. */
export function Header() {
  // Until the pre-rendered page is hydrated its buttons have no handlers: they stay disabled, not dead.
  const hydrated = useHydrated();
  const { t, i18n } = useTranslation();
  const { mode, toggle } = useTheme();
  const language = useLanguage();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => {
    setDrawerOpen((wasOpen) => {
      if (wasOpen) requestAnimationFrame(() => menuButtonRef.current?.focus());
      return false;
    });
  }, []);

  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Brand />
        <nav aria-label={t('nav.main')} className="site-nav">
          <ul>
            <li>
              <NavLink to="/" end className="nav-link">
                {t('nav.home')}
              </NavLink>
            </li>
            <li>
              <ServicesMenu />
            </li>
            {primaryLinks.slice(1).map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="nav-link">
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="site-actions">
          <button
            type="button"
            className="icon-button icon-button--text"
            title={t('language.toggleLabel')}
            lang={language === 'ar' ? 'en' : 'ar'}
            data-testid="language-toggle"
            disabled={!hydrated}
            onClick={() => void i18n.changeLanguage(language === 'ar' ? 'en' : 'ar')}
          >
            {t('language.toggle')}
          </button>
          <button
            type="button"
            className="icon-button"
            aria-label={mode === 'dark' ? t('theme.toLight') : t('theme.toDark')}
            data-testid="theme-toggle"
            disabled={!hydrated}
            onClick={toggle}
          >
            {mode === 'dark' ? <SunIcon /> : <MoonIcon />}
          </button>
          <HeaderShortlistLink />
          <Link
            to="/admin"
            className="icon-button site-actions__admin"
            aria-label={t('nav.admin')}
            title={t('nav.admin')}
          >
            <UserIcon />
          </Link>
          <Link to="/contact" className="btn btn--primary site-actions__contact">
            {t('nav.contact')}
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className="icon-button site-actions__menu"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen}
            data-testid="menu-button"
            disabled={!hydrated}
            onClick={() => setDrawerOpen(true)}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MobileDrawer open={drawerOpen} onClose={closeDrawer} />
    </header>
  );
}
