import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { trapTabKey } from '@/components/focusTrap';
import { ChevronDownIcon, CloseIcon } from '@/components/icons';
import { primaryLinks, serviceLinks } from './navLinks';

/**
 * The navigation drawer under 768px: a native modal `<dialog>` (focus stays inside, the page behind
 * is inert, Escape closes it). It sits at the inline end, so it opens from the right in English and
 * from the left in Arabic without mirrored CSS. Closes on navigation and on a backdrop click.
 */
export function MobileDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [servicesOpen, setServicesOpen] = useState(false);
  const groupId = useId();
  const { pathname, search } = useLocation();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    onCloseRef.current();
  }, [pathname, search]);

  return (
    <dialog
      ref={dialogRef}
      className="drawer"
      aria-label={t('nav.menu')}
      data-testid="mobile-drawer"
      onClose={onClose}
      onKeyDown={trapTabKey}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="drawer__panel">
        <div className="drawer__top">
          <span className="drawer__title">{t('nav.menu')}</span>
          <button type="button" className="icon-button" aria-label={t('nav.closeMenu')} onClick={onClose}>
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
              <button
                type="button"
                className="drawer__link drawer__group-button"
                aria-expanded={servicesOpen}
                aria-controls={groupId}
                onClick={() => setServicesOpen((value) => !value)}
              >
                {t('nav.services')}
                <ChevronDownIcon size={18} className="services-menu__chevron" />
              </button>
              <ul id={groupId} className="drawer__sublist" hidden={!servicesOpen}>
                {serviceLinks.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className="drawer__link">
                      {t(link.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
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
