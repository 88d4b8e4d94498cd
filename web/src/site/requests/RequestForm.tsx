import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivacyConsent } from '@/components/PrivacyConsent';
import { useLanguage } from '@/i18n/useLanguage';
import { isRefusedWrite, VisitorLimitError } from '@/lib/firebase/visitorWrite';
import { isTicked } from '@/site/device/formFields';
import { useSlowNotice, useVisitorForm } from '@/site/forms/useVisitorForm';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { createRequest } from './api/requestsApi';
import {
  requestLimits,
  requestWhatsAppText,
  validateRequest,
  type RequestDraft,
  type RequestField,
  type RequestProblem,
} from './requestDraft';
import { generateTrackingCode } from '@household/model';
import './requests.css';
import { NewTabLink } from '@/components/NewTabLink';
import { earlyForm, earlyPending } from '@/site/early/contract';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'invalid'; problems: Partial<Record<RequestField, RequestProblem>> }
  | { kind: 'failed' }
  | { kind: 'limited' }
  | { kind: 'sent'; draft: RequestDraft };

type TextField = 'name' | 'phone' | 'email' | 'note';
const requestFields: readonly TextField[] = ['name', 'phone', 'email', 'note'];

/** Only to validate before the code is chosen: the request's real code is its submission id. */
const anyTrackingCode = 'R-2222-22';

/**
 * The request form (docs/architecture.md#routes) for 1 to 5 workers, from a profile or the shortlist.
 * A failed save keeps every typed value; a saved one shows the tracking code and a WhatsApp
 * link naming it (a link the visitor follows: it opens inside the click). The fields are
 * uncontrolled and kept as a draft in the tab (site/forms); the tracking code is the document id,
 * chosen before the first try and kept for a retry of the same request (issue 30).
 */
export function RequestForm({
  refCodes,
  onSent,
}: {
  refCodes: readonly string[];
  onSent?: (draft: RequestDraft) => void;
}) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { settings } = useSiteSettings();
  const formId = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = useRef(false);
  const slow = useSlowNotice(status.kind === 'sending');
  const visitorForm = useVisitorForm('request', requestFields);

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
            <NewTabLink className="staff-button staff-button--primary" href={chat} testId="request-whatsapp">
              {t('requests.whatsapp')}
            </NewTabLink>
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
  const onInput = () => {
    visitorForm.saveDraft();
    if (status.kind !== 'sending') setStatus({ kind: 'idle' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    const values = { ...visitorForm.values(), consent: isTicked(event.currentTarget, 'consent') };
    const result = validateRequest(values, refCodes, language, anyTrackingCode);
    if (!result.ok) {
      setStatus({ kind: 'invalid', problems: result.problems });
      return;
    }
    // The same request sent again (a retry, a second tap, a send after a reload) keeps its code.
    const { id } = visitorForm.submission(JSON.stringify({ ...result.draft, trackingCode: '' }), generateTrackingCode);
    const draft: RequestDraft = { ...result.draft, trackingCode: id };
    sending.current = true;
    setStatus({ kind: 'sending' });
    try {
      // No timeout: "still sending" until the database answers, however late.
      await createRequest(draft);
      visitorForm.finish();
      setStatus({ kind: 'sent', draft });
      onSent?.(draft);
    } catch (error) {
      console.error('Failed to save request', error);
      // Refused for good (a code already taken, say): nothing was stored, the next try gets a new code.
      if (isRefusedWrite(error)) visitorForm.forgetSubmission();
      setStatus({ kind: error instanceof VisitorLimitError ? 'limited' : 'failed' });
    } finally {
      sending.current = false;
    }
  };

  const field = (
    name: TextField,
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
      defaultValue: '',
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
    <form
      noValidate
      ref={visitorForm.formRef}
      onSubmit={(event) => void onSubmit(event)}
      onInput={onInput}
      className="request-form"
      data-testid="request-form"
      {...earlyForm('request')}
    >
      <fieldset className="form-fieldset">
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
          name="consent"
          onChange={() => {
            if (status.kind !== 'sending') setStatus({ kind: 'idle' });
          }}
          purpose={t('privacyConsent.purposeRequest')}
          error={problems.consent ? t(`requests.errors.${problems.consent}`) : null}
        />
        <div aria-live="polite" className="form-status">
          {/* Pre-rendered hidden: the early script (site/early/forms.ts) shows it for a submit made before the app is ready. */}
          <p
            className="alert"
            role="status"
            data-testid="request-sending"
            {...earlyPending()}
            hidden={status.kind !== 'sending'}
          >
            {slow ? t('requests.slow') : t('requests.stillSending')}
          </p>
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
