import { useTranslation } from 'react-i18next';
import { Link } from '@/site/lib/links';
import { useShortlist } from '@/site/shortlist/useShortlist';
import { earlyCount } from '@/site/early/contract';

/** The header's link to /shortlist with the number of saved workers (the early Save handler updates the count too). */
export function HeaderShortlistLink() {
  const { t } = useTranslation('public');
  const { codes } = useShortlist();
  return (
    <Link
      to="/shortlist"
      className="icon-button icon-button--text header-shortlist"
      data-testid="header-shortlist"
      aria-label={t('shortlist.headerLabel', { n: codes.length })}
    >
      <span aria-hidden="true">☆</span>{' '}
      <span data-testid="header-shortlist-count" {...earlyCount('shortlist')} suppressHydrationWarning>
        {codes.length}
      </span>
    </Link>
  );
}
