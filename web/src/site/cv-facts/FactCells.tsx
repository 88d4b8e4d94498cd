import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { compareCellLines, compareRowLabel, type CellPart } from './compareCellText';
import type { CompareCell, CompareRow } from './compareFacts';
import './factCells.css';

/**
 * The words of one structured-CV fact (issue 36): a row's label and a cell's text in the page's language,
 * "not stated" for a fact the CV does not give (never "no"). Shared by `/compare` and the worker's own
 * page (site/workers/WorkerCvFacts.tsx), so both say a fact the same way; the words themselves are
 * compareCellText.ts's, which the CV document prints too.
 */

export function RowLabel({ row }: { row: CompareRow }) {
  const { t } = useTranslation('public');
  return <>{compareRowLabel(t, row, useLanguage())}</>;
}

function Line({ parts }: { parts: CellPart[] }) {
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? ' · ' : null}
          {part.notStated ? (
            <span className="compare-cell--not-stated" data-testid="not-stated">
              {part.text}
            </span>
          ) : (
            part.text
          )}
        </Fragment>
      ))}
    </>
  );
}

/** One cell's text, in the page's language; a skill's facts one line each. */
export function CellText({ cell }: { cell: CompareCell }) {
  const { t } = useTranslation('public');
  const lines = compareCellLines(t, cell, useLanguage());
  if (cell.kind === 'skill' && cell.fact)
    return (
      <ul className="compare-cell__lines">
        {lines.map((parts, index) => (
          <li key={index}>
            <Line parts={parts} />
          </li>
        ))}
      </ul>
    );
  return <Line parts={lines[0] ?? []} />;
}
