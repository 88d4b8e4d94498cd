import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { MenuIcon, MoonIcon, SunIcon, UserIcon } from '@/components/icons';
import { useTheme } from '@/lib/theme/ThemeContext';
import { useLanguage } from '@/i18n/useLanguage';
import { otherLanguageHref } from '@/lib/seo/languageUrl';
import { HeaderShortlistLink } from '@/site/shortlist/HeaderShortlistLink';
import { Link, NavLink } from '@/site/lib/links';
import { Brand } from './Brand';
import { MobileDrawer, drawerId, openDrawerCommand } from './MobileDrawer';
import { primaryLinks } from './navLinks';
import { ServicesMenu } from './ServicesMenu';
import { earlyTheme } from '@/site/early/contract';

/**
 * Sticky public header; under 768px the links move into the drawer. Every control works from the page's
 * first byte (docs/decisions/017-html-first-early-input.md): the language switch is a link to the same
 * page in the other language, the menu button opens the drawer natively (`command="show-modal"`), the
 * theme switch is a link the server honours (`?theme=`) that the early click handler and the app switch
 * in place.
 */
export function Header() {
  const { t } = useTranslation();
  const { mode, toggle } = useTheme();
  const language = useLanguage();
  const { pathname, search } = useLocation();
  const other = language === 'ar' ? 'en' : 'ar';

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
          <a
            href={otherLanguageHref(pathname, search, language)}
            className="icon-button icon-button--text"
            title={t('language.toggleLabel')}
            aria-label={t('language.toggleLabel')}
            hrefLang={other}
            lang={other}
            data-testid="language-toggle"
          >
            {t('language.toggle')}
          </a>
          <a
            href={`?theme=${mode === 'dark' ? 'light' : 'dark'}`}
            role="button"
            className="icon-button theme-toggle"
            aria-label={mode === 'dark' ? t('theme.toLight') : t('theme.toDark')}
            {...earlyTheme({ toDark: t('theme.toDark'), toLight: t('theme.toLight') })}
            data-testid="theme-toggle"
            onClick={(event) => {
              event.preventDefault();
              toggle();
            }}
          >
            <SunIcon className="theme-toggle__sun" />
            <MoonIcon className="theme-toggle__moon" />
          </a>
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
            type="button"
            className="icon-button site-actions__menu"
            aria-label={t('nav.openMenu')}
            aria-haspopup="dialog"
            aria-controls={drawerId}
            data-testid="menu-button"
            {...openDrawerCommand}
          >
            <MenuIcon />
          </button>
        </div>
      </div>
      <MobileDrawer />
    </header>
  );
}
