import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/site/lib/links';
import { countryByCode, countryName } from '@/lib/countries';
import { useLanguage } from '@/i18n/useLanguage';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { PageHeader } from '@/components/PageHeader';
import { RequestForm } from '@/site/requests/RequestForm';
import { fetchWorkerProfiles, type WorkerProfile } from '@/site/workers/api/workersApi';
import { isReserved } from '@/site/workers/workerProfile';
import { useShortlist } from '@/site/shortlist/useShortlist';
import { comparePath, maxCompared } from '@/site/compare/compareIds';

type Loaded = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; key: string; workers: WorkerProfile[] };

/** `/shortlist`: the workers saved on this device, and one request for all of them (docs/architecture.md#routes). */
export function ShortlistPage() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const { codes, remove } = useShortlist();
  const key = codes.join(',');
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  usePageMeta({ title: t('shortlist.title'), description: t('shortlist.description'), path: '/shortlist' });

  useEffect(() => {
    let alive = true;
    fetchWorkerProfiles(key ? key.split(',') : []).then(
      (workers) => alive && setLoaded({ kind: 'ready', key, workers }),
      (error: unknown) => {
        console.error('Failed to load the shortlist', error);
        if (alive) setLoaded({ kind: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [key]);

  // Workers that are no longer active are listed as such (and left out of the request).
  const workers = loaded.kind === 'ready' ? loaded.workers : [];
  const available = new Set(workers.map((worker) => worker.staff.refCode));
  const requestable = codes.filter((code) => available.has(code));

  return (
    <>
      <PageHeader title={t('shortlist.title')} subtitle={t('shortlist.subtitle')} image={null} />
      <div className="container section" data-testid="shortlist-page">
        {codes.length === 0 ? (
          <p data-testid="shortlist-empty">
            {t('shortlist.empty')} <Link to="/maids-resume">{t('shortlist.browse')}</Link>
          </p>
        ) : (
          <>
            <ul className="shortlist-list" aria-busy={loaded.kind === 'loading'}>
              {codes.map((code) => {
                const worker = workers.find((item) => item.staff.refCode === code);
                const country = worker ? countryByCode(worker.staff.country) : null;
                return (
                  <li key={code} className="card shortlist-item" data-testid="shortlist-item" data-ref-code={code}>
                    <div>
                      <Link to={`/workers/${code}`}>
                        <strong>{worker ? worker.staff.name : code}</strong>
                      </Link>{' '}
                      <span className="muted" dir="ltr">
                        {code}
                      </span>
                      {worker ? (
                        <p className="muted">
                          {t(`staff.type.${worker.staff.type}`)}
                          {country ? ` · ${countryName(country, language)}` : ''} ·{' '}
                          {t('staff.experience.years', { count: worker.staff.experienceYears })}
                          {isReserved(worker.reservedUntil, new Date()) ? ` · ${t('staff.availability.reserved')}` : ''}
                        </p>
                      ) : loaded.kind === 'ready' ? (
                        <p className="muted" data-testid="shortlist-gone">
                          {t('shortlist.gone')}
                        </p>
                      ) : null}
                    </div>
                    <button
                      type="button"
                      className="staff-button"
                      onClick={() => remove(code)}
                      data-testid="shortlist-remove"
                    >
                      {t('shortlist.remove')}
                      <span className="visually-hidden"> {code}</span>
                    </button>
                  </li>
                );
              })}
            </ul>
            {requestable.length > 1 ? (
              <p className="shortlist-compare">
                <Link
                  to={comparePath(requestable)}
                  className="staff-button"
                  aria-label={t('compare.actionLabel', { n: Math.min(requestable.length, maxCompared) })}
                  data-testid="shortlist-compare"
                >
                  {t('compare.action')}
                </Link>
                {requestable.length > maxCompared ? (
                  <span className="muted"> {t('compare.actionHint', { max: maxCompared })}</span>
                ) : null}
              </p>
            ) : null}
            {loaded.kind === 'failed' ? (
              <p className="alert alert--danger" role="alert">
                {t('shortlist.failed')}
              </p>
            ) : null}
            {requestable.length > 0 ? (
              <section className="card shortlist-request" aria-labelledby="shortlist-request-title">
                <h2 id="shortlist-request-title">{t('shortlist.requestTitle', { n: requestable.length })}</h2>
                <RequestForm refCodes={requestable} />
              </section>
            ) : null}
          </>
        )}
      </div>
    </>
  );
}
