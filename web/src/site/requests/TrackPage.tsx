import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useLanguage } from '@/i18n/useLanguage';
import { normalizePhone } from '@/lib/phone';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { PageHeader } from '@/components/PageHeader';
import { trackRequest, type TrackOutcome } from '@/site/requests/api/requestsApi';
import { isTrackingCode, tidyTrackingCode } from '@household/model';
import '@/site/requests/requests.css';
import { formatDate } from '@/lib/dates';
import { releaseEarlyForm, takeEarlySubmit } from '@/site/early/forms';
import { readTextFields } from '@/site/device/formFields';
import { earlyForm, earlyPending } from '@/site/early/contract';
import { TrackJourney } from '@/site/requests/TrackJourney';

type Status =
  | { kind: 'idle' }
  | { kind: 'looking' }
  | { kind: 'badInput'; code: boolean; phone: boolean }
  | Exclude<TrackOutcome, { kind: 'found' }>
  | (Extract<TrackOutcome, { kind: 'found' }> & { code: string });

/** `/track`: tracking code + phone -> the request's stage and its dates, through trackRequest. */
export function TrackPage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const [params] = useSearchParams();
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // Uncontrolled fields (issue 25): typable before the app starts, kept by hydration. A code in the
  // address is rendered into the field, and fills it here if the served HTML had none; a lookup
  // submitted before the app was ready runs once it is.
  useEffect(() => {
    const form = formRef.current;
    const fromLink = params.get('code');
    const codeField = form?.elements.namedItem('code') as HTMLInputElement | null;
    if (codeField && !codeField.value && fromLink) codeField.value = fromLink;
    if (form && takeEarlySubmit('track', form)) form.requestSubmit();
    return () => releaseEarlyForm('track');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the form is hydrated
  }, []);
  usePageMeta({ title: t('track.title'), description: t('track.description'), path: '/track' });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status.kind === 'looking') return;
    const form = event.currentTarget;
    const { code, phone } = readTextFields(form, ['code', 'phone'] as const);
    const tidyCode = tidyTrackingCode(code);
    const digits = normalizePhone(phone);
    if (!isTrackingCode(tidyCode) || !digits) {
      setStatus({ kind: 'badInput', code: !isTrackingCode(tidyCode), phone: !digits });
      return;
    }
    const codeField = form.elements.namedItem('code') as HTMLInputElement | null;
    if (codeField) codeField.value = tidyCode;
    setStatus({ kind: 'looking' });
    const outcome = await trackRequest(tidyCode, digits);
    setStatus(outcome.kind === 'found' ? { ...outcome, code: tidyCode } : outcome);
  };

  return (
    <>
      <PageHeader title={t('track.title')} subtitle={t('track.subtitle')} image={null} />
      <div className="container section">
        <section className="card">
          <form
            noValidate
            ref={formRef}
            onSubmit={(event) => void onSubmit(event)}
            className="request-form"
            data-testid="track-form"
            {...earlyForm('track')}
          >
            <fieldset className="form-fieldset">
              <legend className="visually-hidden">{t('track.title')}</legend>
              <div className="form-field">
                <label htmlFor={`${formId}-code`}>{t('track.code')}</label>
                <input
                  id={`${formId}-code`}
                  dir="ltr"
                  autoCapitalize="characters"
                  name="code"
                  defaultValue={params.get('code') ?? ''}
                  maxLength={20}
                  placeholder="R-XXXX-XX"
                  aria-invalid={status.kind === 'badInput' && status.code ? true : undefined}
                  data-testid="track-code"
                />
                {status.kind === 'badInput' && status.code ? <p className="field-error">{t('track.badCode')}</p> : null}
              </div>
              <div className="form-field">
                <label htmlFor={`${formId}-phone`}>{t('track.phone')}</label>
                <input
                  id={`${formId}-phone`}
                  type="tel"
                  inputMode="tel"
                  dir="ltr"
                  name="phone"
                  defaultValue=""
                  maxLength={30}
                  aria-invalid={status.kind === 'badInput' && status.phone ? true : undefined}
                  data-testid="track-phone"
                />
                {status.kind === 'badInput' && status.phone ? (
                  <p className="field-error">{t('requests.errors.phoneInvalid')}</p>
                ) : null}
              </div>
              <p className="muted" data-testid="track-lock-notice">
                {t('trackGuard.notice')}
              </p>
              {/* Shown by the early script (site/early/forms.ts) for a lookup asked before the app is ready. */}
              <p className="muted" {...earlyPending()} hidden={status.kind !== 'looking'}>
                {t('track.looking')}
              </p>
              <button
                type="submit"
                className="btn btn--primary"
                disabled={status.kind === 'looking'}
                data-testid="track-submit"
              >
                {status.kind === 'looking' ? t('track.looking') : t('track.submit')}
              </button>
            </fieldset>
          </form>
          <div aria-live="polite" className="form-status">
            {status.kind === 'notFound' || status.kind === 'invalid' ? (
              <p className="alert alert--danger" role="alert" data-testid="track-not-found">
                {t('track.notFound')}
              </p>
            ) : null}
            {status.kind === 'limited' ? (
              <p className="alert alert--danger" role="alert" data-testid="track-limited">
                {t('trackGuard.locked')}
              </p>
            ) : null}
            {status.kind === 'failed' ? (
              <p className="alert alert--danger" role="alert" data-testid="track-failed">
                {t('track.failed')}
              </p>
            ) : null}
            {status.kind === 'found' ? (
              <div className="track-result" data-testid="track-result">
                <p>
                  {t('track.stage')}:{' '}
                  <strong data-testid="track-status" data-status={status.answer.status}>
                    {t(`track.status.${status.answer.status}`, { defaultValue: status.answer.status })}
                  </strong>
                </p>
                <p className="muted">
                  {t('track.createdAt', {
                    date: formatDate(new Date(status.answer.createdAt), language, 'dateTime', ''),
                  })}
                </p>
                <TrackJourney answer={status.answer} code={status.code} language={language} />
              </div>
            ) : null}
          </div>
        </section>
      </div>
    </>
  );
}
