import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { withLanguage } from '@/lib/seo/languageUrl';
import { useLanguage } from '@/i18n/useLanguage';
import './PrivacyConsent.css';

/**
 * The privacy notice and the required consent checkbox of a public form that collects personal
 * data (docs/architecture.md#trust-rules). The form stores `consentAt` (a server timestamp) when it sends, and
 * refuses to send while `checked` is false (showing `error`). Texts: public.json `privacyConsent`.
 * `purpose` names what the data is for, e.g. t('privacyConsent.purposeContact').
 * Without `checked` the box is uncontrolled (never pre-ticked): the public forms read it from the DOM
 * by `name`, so a box ticked before the app hydrated stays ticked (issue 25).
 */
export function PrivacyConsent({
  id,
  checked,
  name,
  onChange,
  purpose,
  error,
}: {
  id: string;
  checked?: boolean;
  name?: string;
  onChange: (checked: boolean) => void;
  purpose: string;
  error?: string | null;
}) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  // How long the data is kept: the office's retention setting, the one the purge applies.
  const months = t('privacyConsent.months', { count: useSiteSettings().settings.retentionMonths });
  const errorId = `${id}-error`;
  return (
    <div className="form-field privacy-consent" data-testid="privacy-consent">
      <p className="muted privacy-consent__notice" id={`${id}-notice`}>
        {t('privacyConsent.notice', { purpose, months })}{' '}
        <Link to={withLanguage('/privacy-policy', language)}>{t('privacyConsent.policyLink')}</Link>
      </p>
      <label className="privacy-consent__label">
        <input
          id={id}
          type="checkbox"
          name={name}
          {...(checked === undefined ? { defaultChecked: false } : { checked })}
          onChange={(event) => onChange(event.target.checked)}
          aria-required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-notice ${errorId}` : `${id}-notice`}
        />{' '}
        {t('privacyConsent.label')}
        <span aria-hidden="true"> *</span>
      </label>
      {error ? (
        <p id={errorId} className="field-error" data-testid="privacy-consent-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
