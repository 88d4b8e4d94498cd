import { useState } from 'react';
import { Link } from '@/site/lib/links';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { BrandMark } from '@/lib/BrandMark';

/** Logo from settings when set (and loadable), otherwise the office's mark (inline) plus the company name. */
export function Brand() {
  const { t } = useTranslation();
  const { settings } = useSiteSettings();
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const logo = settings.logoUrl && settings.logoUrl !== failedLogo ? settings.logoUrl : null;
  const name = t('brand.name');

  return (
    <Link to="/" className="brand" data-testid="brand">
      {logo ? (
        <img
          className="brand__logo"
          src={logo}
          alt={t('brand.logoAlt', { name })}
          height={40}
          onError={() => setFailedLogo(logo)}
        />
      ) : (
        <>
          <BrandMark size={32} />
          <span className="brand__name">{name}</span>
        </>
      )}
    </Link>
  );
}
