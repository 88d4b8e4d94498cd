import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/icons';
import { serviceLinks } from './navLinks';
import { useHydrated } from '@/lib/useHydrated';

/**
 * Services dropdown of the desktop header: a disclosure button and a list of links. Opens on click,
 * Enter, Space or ArrowDown (focusing the first link); Escape, a click outside, focus leaving or a
 * navigation closes it.
 */
export function ServicesMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const listId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname, search } = useLocation();

  useEffect(() => setOpen(false), [pathname, search]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const focusItem = (index: number) => {
    const links = rootRef.current?.querySelectorAll<HTMLAnchorElement>('.services-menu__list a');
    if (!links || links.length === 0) return;
    links[(index + links.length) % links.length]?.focus();
  };

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      buttonRef.current?.focus();
      return;
    }
    const links = [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('.services-menu__list a') ?? [])];
    const current = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) setOpen(true);
      requestAnimationFrame(() => focusItem(current + 1));
    } else if (event.key === 'ArrowUp' && open) {
      event.preventDefault();
      focusItem(current <= 0 ? links.length - 1 : current - 1);
    }
  };

  return (
    <div
      className="services-menu"
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link services-menu__button"
        aria-expanded={open}
        aria-controls={listId}
        disabled={!hydrated}
        onClick={() => setOpen((value) => !value)}
      >
        {t('nav.services')}
        <ChevronDownIcon size={16} className="services-menu__chevron" />
      </button>
      <ul id={listId} className="services-menu__list" hidden={!open}>
        {serviceLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{t(link.labelKey)}</NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
