import { Link, Outlet } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useTheme } from '../../features/theme/ThemeContext';
import { useLanguage } from '../../i18n/useLanguage';
import { SiteSettingsProvider } from '../../lib/siteSettings/SiteSettingsContext';
import './publicLayout.css';

/** Public frame: header with language and theme toggles, the page, and the footer. */
export function PublicLayout() {
  const { t, i18n } = useTranslation();
  const { mode, toggle } = useTheme();
  const language = useLanguage();

  return (
    <SiteSettingsProvider>
    <div className="public-shell">
      <header className="public-header">
        <Link to="/" className="public-brand">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          <span>{t('brand.name')}</span>
        </Link>
        <nav aria-label={t('nav.home')} className="public-nav">
          <Link to="/">{t('nav.home')}</Link>
        </nav>
        <div className="public-actions">
          <button
            type="button"
            className="ghost-button"
            aria-label={t('language.toggleLabel')}
            onClick={() => void i18n.changeLanguage(language === 'ar' ? 'en' : 'ar')}
          >
            {t('language.toggle')}
          </button>
          <button
            type="button"
            className="ghost-button"
            aria-label={mode === 'dark' ? t('theme.toLight') : t('theme.toDark')}
            data-testid="theme-toggle"
            onClick={toggle}
          >
            {mode === 'dark' ? '☀' : '☾'}
          </button>
          <Link to="/admin" className="ghost-button" aria-label={t('nav.admin')}>
            ⚙
          </Link>
        </div>
      </header>
      <main className="public-main">
        <Outlet />
      </main>
      <footer className="public-footer">
        <p>
          © {new Date().getFullYear()} {t('brand.name')}
        </p>
      </footer>
    </div>
    </SiteSettingsProvider>
  );
}
