import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { compareRows, type ComparedWorker, type CompareRow } from '@/site/cv-facts/compareFacts';
import { CellText, RowLabel } from '@/site/cv-facts/FactCells';

const cvGroups = ['skills', 'childcare', 'languages'] as const satisfies readonly CompareRow['group'][];

/**
 * The structured CV on the worker's own page (issue 36, decision 028): the same rows and words as
 * `/compare` (compareRows, FactCells) for this one worker: every skill of the type with willing / years /
 * level and its assessment date, the childcare bands (not for drivers), the languages with their levels.
 * A fact the CV does not give reads "not stated", never "no"; no score, no ranking. Pre-rendered with the
 * page (it only reads the profile's public view).
 */
export function WorkerCvFacts({ staff, now }: { staff: ComparedWorker; now: Date }) {
  const { t } = useTranslation('public');
  const rows = compareRows([staff], now);
  return (
    <section className="worker-profile__cv" aria-labelledby="worker-cv-title" data-testid="worker-cv-facts">
      <h2 id="worker-cv-title">{t('workerCv.title')}</h2>
      <p className="muted">{t('workerCv.note')}</p>
      {cvGroups.map((group) => {
        const inGroup = rows.filter((row) => row.group === group);
        if (inGroup.length === 0) return null;
        return (
          <section key={group} className="worker-profile__cv-group" data-group={group}>
            <h3>{t(`compare.groups.${group}`)}</h3>
            <dl className="worker-profile__facts">
              {inGroup.map((row) => (
                <Fragment key={row.id}>
                  <dt>
                    <RowLabel row={row} />
                  </dt>
                  <dd data-row={row.id}>
                    <CellText cell={row.cells[0]!} />
                  </dd>
                </Fragment>
              ))}
            </dl>
          </section>
        );
      })}
    </section>
  );
}
