import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { countryByCode, countryName } from '@/lib/countries';
import { useLanguage } from '@/i18n/useLanguage';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { usePageHeadCollector } from '@/lib/seo/pageHead';
import { prerenderKeys } from '@/lib/prerender/keys';
import { usePrerendered } from '@/lib/prerender/PrerenderData';
import { useSiteSettings } from '@/lib/siteSettings/SiteSettingsContext';
import { cvHref, photoSrc, staffPhotoSrc } from '@/site/staff/staffFileLinks';
import { pickWhatsAppNumber, whatsAppLinkFromSettings } from '@/lib/whatsapp';
import { NotFoundPage } from '@/site/not-found/NotFoundPage';
import { ShortlistSaveButton } from '@/site/shortlist/ShortlistSaveButton';
import { fetchWorkerProfile, type WorkerProfile } from '@/site/workers/api/workersApi';
import { profileUrl, refCodeFromParam } from '@/site/workers/workerProfile';
import { availableFromOf, formatSar, previewImageSize } from '@household/model';
import { formatOfficeDay } from '@/lib/dates';
import { AvailabilityBadge, TransferBadge } from '@/site/staff/components/StaffCard';
import { Flag } from '@/site/lib/flags';
import { languageLabel } from '@/lib/languageNames';
import '@/site/workers/workerProfile.css';
import { joinList } from '@/lib/listText';
import { siteUrl } from '@/lib/firebase/config';
import { breadcrumbJsonLd, jsonLdText, listPageOf } from '@/site/seo/breadcrumbJsonLd';
import { previewAltText, previewCardTexts, previewImageHref } from '@/site/workers/preview/previewCardTexts';
import { NewTabLink } from '@/components/NewTabLink';
import { earlyAttributes, earlyCopy, earlyCopyStatus } from '@/site/early/contract';
import { WorkerCostLines } from '@/site/costs/WorkerCostLines';
import { WorkerCvFacts } from '@/site/workers/WorkerCvFacts';
import { useCountryCosts } from '@/site/costs/useCountryCosts';
import { cvDocumentTexts } from '@/site/workers/cvDocument/cvDocumentTexts';

// The request form (and the Firebase SDK it writes with) loads when the visitor opens it.
const RequestForm = lazy(async () => ({ default: (await import('@/site/requests/RequestForm')).RequestForm }));

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'failed' } | { kind: 'ready'; profile: WorkerProfile };

/** `/workers/{refCode}`: one worker's public profile, printable as a one-page CV (docs/architecture.md#routes). */
export function WorkerProfilePage() {
  const params = useParams();
  const refCode = refCodeFromParam(params.refCode);
  // A pre-rendered page arrives with the profile it was rendered with (null: unknown, inactive or withdrawn).
  const prerendered = usePrerendered<WorkerProfile | null>(prerenderKeys.worker(refCode ?? ''));
  const [state, setState] = useState<State>(() => {
    if (!refCode || prerendered === null) return { kind: 'missing' };
    return prerendered ? { kind: 'ready', profile: prerendered } : { kind: 'loading' };
  });

  useEffect(() => {
    if (!refCode || prerendered !== undefined) return;
    let alive = true;
    setState({ kind: 'loading' });
    fetchWorkerProfile(refCode).then(
      (profile) => alive && setState(profile ? { kind: 'ready', profile } : { kind: 'missing' }),
      (error: unknown) => {
        console.error('Failed to load worker', error);
        if (alive) setState({ kind: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [refCode, prerendered]);

  if (state.kind === 'missing') return <NotFoundPage />;
  return <WorkerProfileView state={state} refCode={refCode ?? ''} />;
}

function WorkerProfileView({ state, refCode }: { state: Exclude<State, { kind: 'missing' }>; refCode: string }) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { settings } = useSiteSettings();
  // The cost box's own data (pre-rendered on worker pages): the CV document's address covers its cost lines.
  const { costs: countryCosts } = useCountryCosts();
  const serverOrigin = usePageHeadCollector()?.origin;
  const [copied, setCopied] = useState<'idle' | 'done' | 'failed'>('idle');
  // A copy the early click handler did before the app started (site/early/earlyClicks.ts).
  const copyButtonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const early = copyButtonRef.current?.getAttribute(earlyAttributes.copied);
    if (early === 'done' || early === 'failed') setCopied(early);
  }, []);
  const [requesting, setRequesting] = useState(false);
  const profile = state.kind === 'ready' ? state.profile : null;
  const staff = profile?.staff;
  const typeLabel = staff ? t(`staff.type.${staff.type}`) : '';
  // The page's own link-preview image (decision 022) and its breadcrumbs (JSON-LD), both in the page's language.
  const preview = staff ? previewCardTexts(t, staff, language) : null;
  const breadcrumbs = staff
    ? jsonLdText(
        breadcrumbJsonLd({
          origin: serverOrigin ?? siteUrl,
          language,
          refCode,
          type: staff.type,
          homeLabel: t('common:nav.home'),
          listLabel: t(`common:${listPageOf(staff.type).labelKey}`),
        }),
      )
    : null;
  usePageMeta({
    title: staff ? t('workerProfile.metaTitle', { type: typeLabel, refCode }) : t('workerProfile.loadingTitle'),
    description: staff
      ? t('workerProfile.metaDescription', {
          type: typeLabel,
          refCode,
          years: t('staff.experience.years', { count: staff.experienceYears }),
        })
      : t('workerProfile.loadingTitle'),
    path: `/workers/${refCode}`,
    image: staff && preview ? previewImageHref(preview, staff.photoPath) : null,
    imageAlt: preview ? previewAltText(preview) : undefined,
    imageSize: preview ? previewImageSize : undefined,
    jsonLd: breadcrumbs ? [breadcrumbs] : undefined,
  });

  if (state.kind === 'loading') {
    return (
      <div className="container section" aria-busy="true">
        <p role="status" data-testid="worker-loading">
          {t('workerProfile.loading')}
        </p>
      </div>
    );
  }
  if (state.kind === 'failed' || !profile || !staff) {
    return (
      <div className="container section">
        <p className="alert alert--danger" role="alert" data-testid="worker-failed">
          {t('workerProfile.failed')}
        </p>
      </div>
    );
  }

  const country = countryByCode(staff.country);
  // When the worker can start: the office date or the end of a reservation, whichever is later (the model).
  const startDate = availableFromOf(staff, new Date());
  const description =
    language === 'ar' ? staff.descriptionAr || staff.descriptionEn : staff.descriptionEn || staff.descriptionAr;
  const origin = serverOrigin ?? window.location.origin;
  const link = profileUrl(origin, refCode, language);
  // The generated CV document's address (decision 032): versioned by what it says, as the function builds it.
  const cvDocument = cvDocumentTexts(t, { profile, settings, countryCosts, language, origin, now: new Date() });
  const shareText = t('workerProfile.shareText', { type: typeLabel, refCode, link });
  const askLink: string | undefined = whatsAppLinkFromSettings(
    settings,
    t('staff.whatsapp.aboutWorker', { refCode, type: typeLabel }),
  );
  const officeNumber: string | null = pickWhatsAppNumber(settings);

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('done');
    } catch {
      setCopied('failed');
    }
  };

  return (
    <div className="container section worker-profile" data-testid="worker-profile" data-ref-code={refCode}>
      <article className="card worker-profile__card">
        <header className="worker-profile__head">
          {staffPhotoSrc(staff) ? (
            <img
              className="worker-profile__photo"
              src={photoSrc(refCode)}
              alt={t('staff.card.photoAlt', { name: staff.name })}
              width={160}
              height={160}
            />
          ) : (
            <span className="worker-profile__avatar" aria-hidden="true">
              {staff.name.trim().charAt(0)}
            </span>
          )}
          <div>
            <h1 className="worker-profile__name">{staff.name}</h1>
            <p className="worker-profile__ref" data-testid="worker-ref">
              {t('staff.card.refCode', { refCode })}
            </p>
            <p>
              {/* The transfer type's label is the transfer badge's own words: said once. */}
              {staff.type === 'transfer' ? null : (
                <>
                  <span className="staff-badge staff-badge--type">{typeLabel}</span>{' '}
                </>
              )}
              <AvailabilityBadge staff={staff} testId="worker-availability" />{' '}
              <TransferBadge staff={staff} testId="worker-transfer" />
            </p>
          </div>
        </header>
        {/* The actions come first: on a phone they are on the first screen, above the facts. */}
        <div className="worker-profile__actions no-print">
          <button
            type="button"
            className="staff-button staff-button--primary"
            aria-expanded={requesting}
            onClick={() => setRequesting((open) => !open)}
            data-testid="worker-request"
          >
            {t('workerProfile.request')}
          </button>
          <ShortlistSaveButton refCode={refCode} />
          {askLink ? (
            <NewTabLink className="staff-button" href={askLink} testId="worker-ask">
              {t('staff.card.contact')}
            </NewTabLink>
          ) : null}
          {staff.cvPath ? (
            <NewTabLink className="staff-button" href={cvHref(refCode)} testId="worker-cv">
              {t('staff.card.cv')}
            </NewTabLink>
          ) : null}
          <NewTabLink className="staff-button" href={cvDocument.href} testId="worker-cv-document">
            {t('cvDocument.link')}
          </NewTabLink>
          <button type="button" className="staff-button" onClick={() => window.print()} data-testid="worker-print">
            {t('workerProfile.print')}
          </button>
        </div>
        {requesting ? (
          <section className="worker-profile__request no-print" aria-label={t('workerProfile.request')}>
            <Suspense fallback={<p className="muted">{t('workerProfile.loadingForm')}</p>}>
              <RequestForm refCodes={[refCode]} />
            </Suspense>
          </section>
        ) : null}
        <dl className="worker-profile__facts" data-testid="worker-facts">
          <dt>{t('workerProfile.type')}</dt>
          <dd>{typeLabel}</dd>
          {country ? (
            <>
              <dt>{t('workerProfile.country')}</dt>
              <dd>
                <Flag code={country.code} label={countryName(country, language)} small />{' '}
                {countryName(country, language)}
              </dd>
            </>
          ) : null}
          <dt>{t('workerProfile.experience')}</dt>
          <dd>{t('staff.experience.years', { count: staff.experienceYears })}</dd>
          {staff.age !== null ? (
            <>
              <dt>{t('workerProfile.age')}</dt>
              <dd data-testid="worker-age">{staff.age}</dd>
            </>
          ) : null}
          <dt>{t('workerProfile.availableFrom')}</dt>
          <dd data-testid="worker-available-from">
            {startDate ? formatOfficeDay(startDate, language) : t('workerProfile.availableNow')}
          </dd>
          {staff.expectedSalary !== null ? (
            <>
              <dt>{t('workerProfile.expectedSalary')}</dt>
              <dd data-testid="worker-salary">
                {t('workerProfile.salaryPerMonth', { amount: formatSar(staff.expectedSalary) })}
              </dd>
            </>
          ) : null}
          {profile.skills.length > 0 ? (
            <>
              <dt>{t('workerProfile.skillsTitle')}</dt>
              <dd data-testid="worker-skills">
                {joinList(
                  profile.skills.map((skill) => t(`staffSkills.names.${skill}`)),
                  language,
                )}
              </dd>
            </>
          ) : null}
          {profile.languages.length > 0 ? (
            <>
              <dt>{t('workerProfile.languagesTitle')}</dt>
              <dd data-testid="worker-languages">
                {joinList(
                  profile.languages.map((code) => languageLabel(code, language)),
                  language,
                )}
              </dd>
            </>
          ) : null}
        </dl>
        {description ? <p className="worker-profile__description">{description}</p> : null}
        <WorkerCvFacts staff={staff} now={new Date()} />
        <WorkerCostLines worker={staff} />
        {officeNumber ? (
          <p className="worker-profile__print-contact">
            {t('workerProfile.printContact', { number: `+${officeNumber}`, refCode })}
          </p>
        ) : null}
        <div className="worker-profile__share no-print">
          <h2>{t('workerProfile.shareTitle')}</h2>
          <a
            className="staff-button"
            href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="worker-share-whatsapp"
          >
            {t('workerProfile.shareWhatsApp')}
          </a>
          <button
            ref={copyButtonRef}
            type="button"
            className="staff-button"
            onClick={() => void copyLink()}
            data-testid="worker-copy-link"
            {...earlyCopy(link, 'worker-copy-status')}
          >
            {t('workerProfile.copyLink')}
          </button>
          <span
            role="status"
            id="worker-copy-status"
            data-testid="worker-copy-status"
            {...earlyCopyStatus({ done: t('workerProfile.copied'), failed: t('workerProfile.copyFailed', { link }) })}
            suppressHydrationWarning
          >
            {copied === 'done'
              ? t('workerProfile.copied')
              : copied === 'failed'
                ? t('workerProfile.copyFailed', { link })
                : ''}
          </span>
        </div>
      </article>
    </div>
  );
}
