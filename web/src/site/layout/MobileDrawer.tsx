import { useEffect, useRef, type ButtonHTMLAttributes } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { trapTabKey } from '@/components/focusTrap';
import { ChevronDownIcon, CloseIcon } from '@/components/icons';
import { NavLink } from '@/site/lib/links';
import { primaryLinks, serviceLinks } from './navLinks';

export const drawerId = 'site-menu';

function drawer(): HTMLDialogElement | null {
  const element = document.getElementById(drawerId);
  return element instanceof HTMLDialogElement ? element : null;
}

/**
 * The menu button's attributes: the browser opens the drawer itself (invoker commands, no script needed,
 * so a tap works before the app has started); the click handler opens it where the browser cannot.
 */
export const openDrawerCommand = {
  command: 'show-modal',
  commandfor: drawerId,
  onClick: () => {
    const dialog = drawer();
    if (dialog && !dialog.open) dialog.showModal();
  },
} as ButtonHTMLAttributes<HTMLButtonElement>;

const closeDrawerCommand = {
  command: 'close',
  commandfor: drawerId,
  onClick: () => drawer()?.close(),
} as ButtonHTMLAttributes<HTMLButtonElement>;

/**
 * The navigation drawer under 768px: a native modal `<dialog>` (focus stays inside, the page behind is
 * inert, Escape closes it and gives focus back to the menu button). It sits at the inline end, so it opens
 * from the right in English and from the left in Arabic without mirrored CSS. The services group is a
 * `<details>`. With the app: closes on navigation and on a backdrop click.
 */
export function MobileDrawer() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();

  // Closes on a navigation, not when the app starts: a drawer the visitor opened before hydration stays open.
  const shownAddress = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shownAddress.current === `${pathname}${search}`) return;
    shownAddress.current = `${pathname}${search}`;
    const dialog = drawer();
    if (dialog?.open) dialog.close();
  }, [pathname, search]);

  return (
    <dialog
      id={drawerId}
      className="drawer"
      aria-label={t('nav.menu')}
      data-testid="mobile-drawer"
      onKeyDown={trapTabKey}
      onClick={(event) => {
        if (event.target === event.currentTarget) event.currentTarget.close();
      }}
    >
      <div className="drawer__panel">
        <div className="drawer__top">
          <span className="drawer__title">{t('nav.menu')}</span>
          <button type="button" className="icon-button" aria-label={t('nav.closeMenu')} {...closeDrawerCommand}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t('nav.drawerLinks')}>
          <ul className="drawer__list">
            {primaryLinks.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="drawer__link">
                  {t(link.labelKey)}
                </NavLink>
              </li>
            ))}
            <li>
              <details className="drawer__group">
                <summary className="drawer__link drawer__group-button">
                  {t('nav.services')}
                  <ChevronDownIcon size={18} className="services-menu__chevron" />
                </summary>
                <ul className="drawer__sublist">
                  {serviceLinks.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} className="drawer__link">
                        {t(link.labelKey)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
            <li>
              <NavLink to="/contact" className="drawer__link">
                {t('nav.contact')}
              </NavLink>
            </li>
            <li>
              <NavLink to="/admin" className="drawer__link">
                {t('nav.admin')}
              </NavLink>
            </li>
          </ul>
        </nav>
      </div>
    </dialog>
  );
}
