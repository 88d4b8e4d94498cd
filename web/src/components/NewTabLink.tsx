import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A link that opens in a new tab (WhatsApp chats, CVs, outside review sites), without handing the new
 * page a reference to this one. `announce` adds the visually hidden "(opens in a new tab)" for screen
 * readers after the link's text.
 */
export function NewTabLink({
  href,
  className,
  testId,
  announce = false,
  children,
}: {
  href: string;
  className: string;
  testId?: string;
  announce?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <a className={className} href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
      {children}
      {announce ? <span className="visually-hidden"> {t('common:newTab')}</span> : null}
    </a>
  );
}
