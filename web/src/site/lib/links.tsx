import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
  type To,
} from 'react-router-dom';
import { useLanguage } from '@/i18n/useLanguage';
import { withLanguage } from '@/lib/seo/languageUrl';

function useLocalized(to: To): To {
  const language = useLanguage();
  return typeof to === 'string' ? withLanguage(to, language) : to;
}

/**
 * React Router's Link and NavLink for the site wing, with the page's language in every address
 * (lib/seo/languageUrl.ts): a link copied from an Arabic page opens in Arabic. Same props as the originals.
 */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink to={useLocalized(to)} {...props} />;
}

export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink to={useLocalized(to)} {...props} />;
}
