import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from '@/components/icons';
import { NavLink } from '@/site/lib/links';
import { serviceLinks } from './navLinks';

/**
 * Services dropdown of the desktop header: a `<details>` disclosure, so it opens on a click, Enter or
 * Space before the app has started. With the app: ArrowDown opens it and focuses the first link, arrows
 * move between links, and Escape, a click outside, focus leaving or a navigation close it.
 */
export function ServicesMenu() {
  const { t } = useTranslation();
  const rootRef = useRef<HTMLDetailsElement>(null);
  const { pathname, search } = useLocation();
  const close = () => {
    if (rootRef.current) rootRef.current.open = false;
  };

  // Closes on a navigation, not when the app starts (a menu opened before hydration stays open).
  const shownAddress = useRef(`${pathname}${search}`);
  useEffect(() => {
    if (shownAddress.current === `${pathname}${search}`) return;
    shownAddress.current = `${pathname}${search}`;
    close();
  }, [pathname, search]);

  useEffect(() => {
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current?.open && !rootRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, []);

  const links = () => [...(rootRef.current?.querySelectorAll<HTMLAnchorElement>('.services-menu__list a') ?? [])];

  const onKeyDown = (event: React.KeyboardEvent) => {
    const root = rootRef.current;
    if (!root) return;
    if (event.key === 'Escape' && root.open) {
      event.stopPropagation();
      close();
      root.querySelector('summary')?.focus();
      return;
    }
    const items = links();
    const current = items.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      root.open = true;
      items[(current + 1) % items.length]?.focus();
    } else if (event.key === 'ArrowUp' && root.open) {
      event.preventDefault();
      items[current <= 0 ? items.length - 1 : current - 1]?.focus();
    }
  };

  return (
    <details
      className="services-menu"
      ref={rootRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <summary className="nav-link services-menu__button">
        {t('nav.services')}
        <ChevronDownIcon size={16} className="services-menu__chevron" />
      </summary>
      <ul className="services-menu__list">
        {serviceLinks.map((link) => (
          <li key={link.to}>
            <NavLink to={link.to}>{t(link.labelKey)}</NavLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
