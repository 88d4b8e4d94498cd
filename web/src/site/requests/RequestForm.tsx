import { useHydrated } from '@/lib/useHydrated';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyConsent } from '@/components/PrivacyConsent';
import { useLanguage } from '@/i18n/useLanguage';
import { VisitorLimitError } from '@/lib/firebase/visitorWrite';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { createRequest } from './api/requestsApi';
import {
  emptyRequestForm,
  requestLimits,
  requestWhatsAppText,
  validateRequest,
  type RequestDraft,
  type RequestField,
  type RequestFormValues,
  type RequestProblem,
} from './requestDraft';
import { generateTrackingCode } from './trackingCode';
import './requests.css';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; problems: Partial<Record<RequestField, RequestProblem>> }
  | { kind: 'failed' }
  | { kind: 'limited' }
  | { kind: 'sent'; draft: RequestDraft };

/**
 * The request form (docs/architecture.md#routes) for 1 to 5 workers, from a profile or the shortlist.
 * A failed save keeps every typed value; a saved one shows the tracking code and a WhatsApp
 * link naming it (a link the visitor follows: it opens inside the click).
 */
export function RequestForm({
  refCodes,
  onSent,
}: {
  refCodes: readonly string[];
  onSent?: (draft: RequestDraft) => void;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { settings } = useSiteSettings();
  const formId = useId();
  const [values, setValues] = useState<RequestFormValues>(emptyRequestForm);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  if (status.kind === 'sent') {
    const chat = whatsAppLinkFromSettings(
      settings,
      requestWhatsAppText(status.draft, {
        intro: t('requests.waIntro'),
        code: t('requests.trackingCode'),
        workers: t('requests.waWorkers'),
        name: t('requests.name'),
      }),
    );
    return (
      <div className="request-done" role="status" data-testid="request-sent">
        <p className="alert alert--success">{t('requests.sent')}</p>
        <p>
          {t('requests.trackingCode')}:{' '}
          <strong className="request-done__code" dir="ltr" data-testid="request-tracking-code">
            {status.draft.trackingCode}
          </strong>
        </p>
        <p className="muted">{t('requests.keepCode')}</p>
        <div className="request-done__actions">
          {chat ? (
            <a
              className="staff-button staff-button--primary"
              href={chat}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="request-whatsapp"
            >
              {t('requests.whatsapp')}
            </a>
          ) : null}
          <a
            className="staff-button"
            href={`/track?code=${encodeURIComponent(status.draft.trackingCode)}`}
            data-testid="request-track-link"
          >
            {t('requests.trackLink')}
          </a>
        </div>
      </div>
    );
  }

  const problems = status.kind === 'invalid' ? status.problems : {};
  const set = (field: Exclude<keyof RequestFormValues, 'consent'>) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    if (status.kind !== 'sending') setStatus({ kind: 'idle' });
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === 'sending') return;
    const result = validateRequest(values, refCodes, language, generateTrackingCode());
    if (!result.ok) {
      setStatus({ kind: 'invalid', problems: result.problems });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await createRequest(result.draft);
      setStatus({ kind: 'sent', draft: result.draft });
      onSent?.(result.draft);
    } catch (error) {
      console.error('Failed to save request', error);
      setStatus({ kind: error instanceof VisitorLimitError ? 'limited' : 'failed' });
    }
  };

  const field = (
    name: Exclude<keyof RequestFormValues, 'consent'>,
    label: string,
    options: {
      type?: string;
      required?: boolean;
      multiline?: boolean;
      autoComplete?: string;
      inputMode?: 'tel' | 'email';
    } = {},
  ) => {
    const id = `${formId}-${name}`;
    const problem = problems[name];
    const common = {
      id,
      name,
      value: values[name],
      onChange: set(name),
      maxLength: requestLimits[name],
      'aria-invalid': problem ? true : undefined,
      'aria-describedby': problem ? `${id}-error` : undefined,
      'aria-required': options.required || undefined,
      autoComplete: options.autoComplete,
      'data-testid': `request-${name}`,
    };
    return (
      <div className="form-field">
        <label htmlFor={id}>
          {label}
          {options.required ? (
            <span aria-hidden="true"> *</span>
          ) : (
            <span className="muted"> ({t('requests.optional')})</span>
          )}
        </label>
        {options.multiline ? (
          <textarea rows={4} {...common} />
        ) : (
          <input
            type={options.type ?? 'text'}
            inputMode={options.inputMode}
            dir={options.type === 'tel' ? 'ltr' : undefined}
            {...common}
          />
        )}
        {problem ? (
          <p id={`${id}-error`} className="field-error" data-testid={`request-${name}-error`}>
            {t(`requests.errors.${problem}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="request-form" data-testid="request-form">
      <fieldset className="form-fieldset" disabled={!hydrated}>
        <p className="muted">{t('requests.forWorkers', { refCodes: refCodes.join(', ') })}</p>
        {problems.refCodes ? (
          <p className="alert alert--danger" role="alert" data-testid="request-workers-error">
            {t(`requests.errors.${problems.refCodes}`)}
          </p>
        ) : null}
        {field('name', t('requests.name'), { required: true, autoComplete: 'name' })}
        {field('phone', t('requests.phone'), { type: 'tel', required: true, autoComplete: 'tel', inputMode: 'tel' })}
        {field('email', t('requests.email'), { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {field('note', t('requests.note'), { multiline: true })}
        <PrivacyConsent
          id={`${formId}-consent`}
          checked={values.consent}
          onChange={(consent) => {
            setValues((current) => ({ ...current, consent }));
            if (status.kind !== 'sending') setStatus({ kind: 'idle' });
          }}
          purpose={t('privacyConsent.purposeRequest')}
          error={problems.consent ? t(`requests.errors.${problems.consent}`) : null}
        />
        <div aria-live="polite" className="form-status">
          {status.kind === 'failed' ? (
            <p className="alert alert--danger" role="alert" data-testid="request-failed">
              {t('requests.failed')}
            </p>
          ) : null}
          {status.kind === 'limited' ? (
            <p className="alert alert--danger" role="alert" data-testid="request-limited">
              {t('requests.limited')}
            </p>
          ) : null}
        </div>
        <button
          type="submit"
          className="btn btn--primary"
          disabled={status.kind === 'sending'}
          data-testid="request-submit"
        >
          {status.kind === 'sending' ? t('requests.sending') : t('requests.submit')}
        </button>
      </fieldset>
    </form>
  );
}
