import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { officeAddress, officeHours, officeMapUrl, officePhone } from '@/lib/officeFacts';
import { pickWhatsAppNumber, whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { pickContent } from '@/lib/content/contentText';
import { useContentSection } from '@/lib/content/useContentSection';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '@/components/icons';
import { PageHeader } from '@/components/PageHeader';
import { PrivacyConsent } from '@/components/PrivacyConsent';
import { isTicked } from '@/site/device/formFields';
import { useSlowNotice, useVisitorForm } from '@/site/forms/useVisitorForm';
import { isRefusedWrite, sendContactMessage, VisitorLimitError } from './api/contactApi';
import { dropPendingTab, openPendingTab, pointPendingTab } from '@/site/device/whatsappHandoff';
import { takeEarlyTab } from '@/site/early/forms';
import {
  contactLimits,
  contactSummaryKey,
  contactWhatsAppText,
  hasContactErrors,
  toContactMessage,
  validateContact,
  type ContactErrors,
  type ContactFormValues,
} from './contactMessage';
import './contact.css';
import { NewTabLink } from '@/components/NewTabLink';
import { earlyForm, earlyPending } from '@/site/early/contract';

type Status =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'failed' }
  | { kind: 'limited' }
  | { kind: 'invalid'; errors: ContactErrors };

/**
 * The chat tab opened inside the click is pointed at the chat once the save settles, or after this
 * long if it has not: the chat does not wait for a slow database. The form's status does not change
 * then: "failed" is only said when the write has really failed (issue 30).
 */
const chatHandoffMs = 10_000;

const contactFields = ['name', 'email', 'phone', 'subject', 'message'] as const;

export function ContactPage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { items } = useContentSection('contact');
  const { settings, loading } = useSiteSettings();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const sending = useRef(false);
  const slow = useSlowNotice(status.kind === 'sending');
  const visitorForm = useVisitorForm('contact', contactFields);
  /** The chat link shown after sending (the fallback when the browser blocked the new tab). */
  const [chatHref, setChatHref] = useState<string | null>(null);
  const formId = useId();
  const text = (key: string, fallbackKey: string) => pickContent(items, key, language, t(fallbackKey));
  const title = text('title', 'contact.title');
  usePageMeta({
    title,
    description: t('meta.contactDescription'),
    keywords: t('meta.keywords'),
    path: '/contact',
    image: settings.contactImageUrl,
  });

  // The office's address is its setting (issue 29), as in the footer. No invented address (issue 40): the
  // old content item \`contact_address\` held a made-up default and is no longer read; without the setting,
  // the address line and the map card are not shown (as the footer does for a missing phone).
  const address = officeAddress(settings, language);
  const hours = officeHours(settings, language);
  const mapUrl = officeMapUrl(settings);
  const whatsappNumber = pickWhatsAppNumber(settings);
  // No placeholder contact data: a line without a configured value is not shown.
  const phone = officePhone(settings);
  const chatLink = whatsAppLinkFromSettings(settings, t('common:whatsapp.defaultMessage'));

  // The fields are uncontrolled (typable before the app starts, kept by hydration): every input
  // keeps the draft, and a new edit clears an outcome shown for the previous send.
  const onInput = () => {
    visitorForm.saveDraft();
    if (status.kind === 'sent' || status.kind === 'failed' || status.kind === 'limited') setStatus({ kind: 'idle' });
  };

  const onConsent = (checked: boolean) => {
    if (status.kind === 'invalid' && checked) {
      const { consent: _consent, ...rest } = status.errors;
      setStatus(hasContactErrors(rest) ? { kind: 'invalid', errors: rest } : { kind: 'idle' });
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The chat tab an early submit opened inside the visitor's tap, before the app was ready (site/early).
    const earlyTab = takeEarlyTab('contact');
    if (sending.current) return dropPendingTab(earlyTab);
    const values = visitorForm.values();
    const errors = validateContact(values, isTicked(event.currentTarget, 'consent'));
    if (hasContactErrors(errors)) {
      dropPendingTab(earlyTab);
      setStatus({ kind: 'invalid', errors });
      return;
    }
    sending.current = true;
    setStatus({ kind: 'sending' });
    const message = toContactMessage(values, language);
    // The same text sent again (a retry, a second tap, a send after a reload) is the same document.
    const { id } = visitorForm.submission(JSON.stringify(message));
    // The chat tab opens now, inside the click (popup blockers allow that), and is pointed at the
    // chat once the save settles (issue 13), or after chatHandoffMs.
    const chatText = contactWhatsAppText(message, {
      greeting: t('contact.waGreeting'),
      name: t('contact.waName'),
      email: t('contact.waEmail'),
      phone: t('contact.waPhone'),
      subject: t('contact.waSubject'),
      message: t('contact.waMessage'),
      noPhone: t('contact.waNoPhone'),
    });
    const chat = whatsAppLinkFromSettings(settings, chatText);
    if (!chat) dropPendingTab(earlyTab);
    let chatTab = chat ? (earlyTab ?? openPendingTab()) : null;
    setChatHref(chat ?? null);
    const handOff = () => {
      if (chat) pointPendingTab(chatTab, chat);
      else dropPendingTab(chatTab);
      chatTab = null;
    };
    const handOffTimer = window.setTimeout(handOff, chatHandoffMs);
    let outcome: 'sent' | 'failed' | 'limited' = 'sent';
    try {
      // No timeout: the page says "still sending" until the database answers, however late.
      await sendContactMessage(id, message);
    } catch (error) {
      outcome = error instanceof VisitorLimitError ? 'limited' : 'failed';
      // Refused for good: nothing was stored, the next try is a new document.
      if (isRefusedWrite(error)) visitorForm.forgetSubmission();
      console.error('Failed to save contact message', error);
    }
    window.clearTimeout(handOffTimer);
    // The chat opens whether or not saving worked.
    if (chatTab) handOff();
    sending.current = false;
    if (outcome === 'sent') visitorForm.finish();
    setStatus({ kind: outcome });
  };

  const errors: ContactErrors = status.kind === 'invalid' ? status.errors : {};
  const field = (
    name: keyof ContactFormValues,
    label: string,
    options: { type?: string; required?: boolean; multiline?: boolean; autoComplete?: string } = {},
  ) => {
    const id = `${formId}-${name}`;
    const common = {
      id,
      name,
      defaultValue: '',
      maxLength: contactLimits[name],
      'aria-invalid': errors[name] ? true : undefined,
      'aria-describedby': errors[name] ? `${id}-error` : undefined,
      'aria-required': options.required || undefined,
      autoComplete: options.autoComplete,
    };
    return (
      <div className="form-field">
        <label htmlFor={id}>
          {label}
          {options.required ? <span aria-hidden="true"> *</span> : null}
        </label>
        {options.multiline ? (
          <textarea rows={6} {...common} />
        ) : (
          <input type={options.type ?? 'text'} dir={options.type === 'tel' ? 'ltr' : undefined} {...common} />
        )}
        {errors[name] ? (
          <p id={`${id}-error`} className="field-error" data-testid={`contact-error-${name}`}>
            {t(`contact.errors.${errors[name]}`)}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      <PageHeader
        title={title}
        subtitle={text('subtitle', 'contact.subtitle')}
        image={loading ? null : settings.contactImageUrl}
      />
      <div className="container section contact-layout">
        <section className="card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title">{t('contact.formTitle')}</h2>
          <p className="muted form-hint">{t('contact.requiredHint')}</p>
          <form
            noValidate
            ref={visitorForm.formRef}
            onSubmit={(event) => void onSubmit(event)}
            onInput={onInput}
            data-testid="contact-form"
            {...earlyForm('contact', { tab: Boolean(chatLink) })}
          >
            <fieldset className="form-fieldset">
              <legend className="visually-hidden">{t('contact.formTitle')}</legend>
              {field('name', t('contact.name'), { required: true, autoComplete: 'name' })}
              {field('email', t('contact.email'), { type: 'email', required: true, autoComplete: 'email' })}
              {field('phone', t('contact.phone'), { type: 'tel', autoComplete: 'tel' })}
              {field('subject', t('contact.subject'), { required: true })}
              {field('message', t('contact.message'), { required: true, multiline: true })}
              <PrivacyConsent
                id={`${formId}-consent`}
                name="consent"
                onChange={onConsent}
                purpose={t('privacyConsent.purposeContact')}
                error={errors.consent ? t('contact.errors.consent') : null}
              />
              <div aria-live="polite" className="form-status">
                {/* Pre-rendered hidden: the early script (site/early/forms.ts) shows it for a submit made before the app is ready. */}
                <p
                  className="alert"
                  role="status"
                  data-testid="contact-sending"
                  {...earlyPending()}
                  hidden={status.kind !== 'sending'}
                >
                  {slow ? t('contact.slow') : t('contact.stillSending')}
                </p>
                {status.kind === 'invalid' ? (
                  <p className="alert alert--danger" role="alert" data-testid="contact-error">
                    {t(contactSummaryKey(status.errors))}
                  </p>
                ) : null}
                {status.kind === 'failed' ? (
                  <p className="alert alert--danger" role="alert" data-testid="contact-failed">
                    {t('contact.failed')}
                  </p>
                ) : null}
                {status.kind === 'limited' ? (
                  <p className="alert alert--danger" role="alert" data-testid="contact-limited">
                    {t('contact.limited')}
                  </p>
                ) : null}
                {status.kind === 'sent' ? (
                  <p className="alert alert--success" role="status" data-testid="contact-success">
                    {t('contact.success')}
                  </p>
                ) : null}
                {chatHref && (status.kind === 'sent' || status.kind === 'failed' || status.kind === 'limited') ? (
                  <p>
                    {status.kind === 'sent' ? t('handoff.savedAndChat') : t('handoff.notSavedChat')}{' '}
                    <NewTabLink className="btn btn--secondary" href={chatHref} testId="contact-chat-link">
                      {t('handoff.openChat')}
                    </NewTabLink>
                  </p>
                ) : null}
              </div>
              <button type="submit" className="btn btn--primary" disabled={status.kind === 'sending'}>
                {status.kind === 'sending' ? t('contact.sending') : t('contact.submit')}
              </button>
            </fieldset>
          </form>
        </section>
        <aside className="contact-side">
          <section className="card" aria-labelledby="contact-info-title" aria-busy={loading}>
            <h2 id="contact-info-title">{t('contact.infoTitle')}</h2>
            {loading ? (
              <div data-testid="contact-info-skeleton">
                {[0, 1, 2, 3].map((index) => (
                  <div key={index} className="skeleton contact-skeleton-line" />
                ))}
              </div>
            ) : (
              <ul className="contact-info">
                {address ? (
                  <li>
                    <PinIcon />
                    <div>
                      <strong>{t('contact.address')}</strong>
                      <p data-testid="contact-address">{address}</p>
                    </div>
                  </li>
                ) : null}
                {chatLink && whatsappNumber ? (
                  <li>
                    <WhatsAppIcon size={22} />
                    <div>
                      <strong>{t('contact.whatsapp')}</strong>
                      <p>
                        <a href={chatLink} target="_blank" rel="noopener noreferrer" dir="ltr">
                          +{whatsappNumber}
                        </a>
                      </p>
                    </div>
                  </li>
                ) : null}
                {phone ? (
                  <li>
                    <PhoneIcon />
                    <div>
                      <strong>{t('contact.phoneLabel')}</strong>
                      <p>
                        <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} dir="ltr">
                          {phone}
                        </a>
                      </p>
                    </div>
                  </li>
                ) : null}
                {settings.hotline ? (
                  <li>
                    <PhoneIcon />
                    <div>
                      <strong>{t('contact.hotline')}</strong>
                      <p>
                        <a
                          href={`tel:${settings.hotline.replace(/[^\d+]/g, '')}`}
                          dir="ltr"
                          data-testid="contact-hotline"
                        >
                          {settings.hotline}
                        </a>
                      </p>
                    </div>
                  </li>
                ) : null}
                {settings.companyEmail ? (
                  <li>
                    <MailIcon />
                    <div>
                      <strong>{t('contact.emailLabel')}</strong>
                      <p>
                        <a href={`mailto:${settings.companyEmail}`}>{settings.companyEmail}</a>
                      </p>
                    </div>
                  </li>
                ) : null}
                <li>
                  <ClockIcon />
                  <div>
                    <strong>{t('contact.hoursTitle')}</strong>
                    {hours ? (
                      <p data-testid="contact-hours">{hours}</p>
                    ) : (
                      <>
                        <p>{t('contact.hoursWeek')}</p>
                        <p>{t('contact.hoursWeekend')}</p>
                      </>
                    )}
                  </div>
                </li>
              </ul>
            )}
          </section>
          {address || mapUrl ? (
            <section className="card" aria-labelledby="map-title" data-testid="contact-map-card">
              <h2 id="map-title">{t('contact.mapTitle')}</h2>
              {address ? (
                <div className="map-placeholder" role="img" aria-label={t('contact.mapPlaceholder', { address })}>
                  <PinIcon size={36} />
                  <span>{address}</span>
                </div>
              ) : null}
              {mapUrl ? (
                <p>
                  <a href={mapUrl} target="_blank" rel="noopener noreferrer" data-testid="contact-map">
                    {t('contact.mapLink')}
                  </a>
                </p>
              ) : null}
            </section>
          ) : null}
        </aside>
      </div>
    </>
  );
}
