import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { prerenderKeys } from '@/lib/prerender/keys';
import { usePrerendered } from '@/lib/prerender/PrerenderData';
import { usePageMeta } from '@/lib/seo/usePageMeta';
import { Link } from '@/site/lib/links';
import { fetchWorkerProfile } from '@/site/workers/api/workersApi';
import { compareRows, type CompareRow } from '@/site/cv-facts/compareFacts';
import { CellText, RowLabel } from '@/site/cv-facts/FactCells';
import { compareIdsFromSearch, comparePath, maxCompared } from './compareIds';
import type { ComparedEntry } from './comparedEntry';
import './compare.css';

type State = { kind: 'loading' } | { kind: 'failed' } | { kind: 'ready'; key: string; entries: ComparedEntry[] };

/**
 * `/compare?ids=MD-0101,CL-0102`: up to four workers side by side (issue 36), pre-rendered like the other
 * public pages (entry-server reads each worker's public view), so it works without JavaScript. One row per
 * fact in a fixed order, one column per worker; a fact not stated reads "not stated"; no winner, score or
 * sort. Workers that are no longer published are named above the table.
 */
export function ComparePage() {
  const { t } = useTranslation('public');
  const location = useLocation();
  const codes = compareIdsFromSearch(location.search);
  const key = codes.join(',');
  const prerendered = usePrerendered<ComparedEntry[]>(prerenderKeys.compare(key));
  const [state, setState] = useState<State>(() =>
    prerendered ? { kind: 'ready', key, entries: prerendered } : { kind: 'loading' },
  );
  usePageMeta({ title: t('compare.title'), description: t('compare.description'), path: comparePath(codes) });

  useEffect(() => {
    if (state.kind === 'ready' && state.key === key) return;
    let alive = true;
    Promise.all(
      (key ? key.split(',') : []).map(async (refCode) => {
        const profile = await fetchWorkerProfile(refCode);
        return { refCode, staff: profile?.staff ?? null };
      }),
    ).then(
      (entries) => alive && setState({ kind: 'ready', key, entries }),
      (error: unknown) => {
        console.error('Failed to load the compared workers', error);
        if (alive) setState({ kind: 'failed' });
      },
    );
    return () => {
      alive = false;
    };
  }, [key, state]);

  return (
    <>
      <PageHeader title={t('compare.title')} subtitle={t('compare.subtitle', { max: maxCompared })} image={null} />
      <div className="container section" data-testid="compare-page">
        {codes.length === 0 ? (
          <p data-testid="compare-empty">
            {t('compare.empty')} <Link to="/shortlist">{t('compare.toShortlist')}</Link>
          </p>
        ) : state.kind === 'failed' ? (
          <p className="alert alert--danger" role="alert">
            {t('compare.failed')}
          </p>
        ) : state.kind === 'loading' ? (
          <p aria-busy="true">{t('compare.loading')}</p>
        ) : (
          <CompareView entries={state.entries} />
        )}
      </div>
    </>
  );
}

function CompareView({ entries }: { entries: ComparedEntry[] }) {
  const { t } = useTranslation('public');
  const gone = entries.filter((entry) => entry.staff === null).map((entry) => entry.refCode);
  const workers = entries.flatMap((entry) => (entry.staff ? [entry.staff] : []));
  const rows = compareRows(workers, new Date());
  const groups: CompareRow['group'][] = ['facts', 'skills', 'childcare', 'languages'];
  return (
    <>
      {gone.length > 0 ? (
        <p className="alert compare-gone" role="status" data-testid="compare-gone">
          {t('compare.gone', { count: gone.length, codes: gone.join(', ') })}
        </p>
      ) : null}
      {workers.length === 0 ? null : (
        <>
          <p className="muted">{t('compare.noRanking')}</p>
          <div className="compare-scroll" role="region" aria-labelledby="compare-caption" tabIndex={0}>
            <table className="compare-table" data-testid="compare-table">
              <caption id="compare-caption" className="visually-hidden">
                {t('compare.caption')}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="compare-table__fact">
                    {t('compare.fact')}
                  </th>
                  {workers.map((worker) => (
                    <th scope="col" key={worker.refCode} data-testid="compare-worker" data-ref-code={worker.refCode}>
                      <Link to={`/workers/${worker.refCode}`}>{worker.name}</Link>
                      <span className="muted compare-table__ref" dir="ltr">
                        {worker.refCode}
                      </span>
                    </th>
                  ))}
                </tr>
              </thead>
              {groups.map((group) => {
                const inGroup = rows.filter((row) => row.group === group);
                if (inGroup.length === 0) return null;
                return (
                  <tbody key={group}>
                    <tr className="compare-table__group">
                      <th scope="rowgroup" colSpan={workers.length + 1}>
                        <span>{t(`compare.groups.${group}`)}</span>
                      </th>
                    </tr>
                    {inGroup.map((row) => (
                      <tr key={row.id} data-row={row.id}>
                        <th scope="row" className="compare-table__fact">
                          <RowLabel row={row} />
                        </th>
                        {row.cells.map((cell, index) => (
                          <td key={workers[index]!.refCode}>
                            <CellText cell={cell} />
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                );
              })}
            </table>
          </div>
        </>
      )}
    </>
  );
}
