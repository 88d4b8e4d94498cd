import { useTranslation } from 'react-i18next';
import { formatSar } from '@household/model';
import { useLanguage } from '@/i18n/useLanguage';
import { countryByCode, countryName } from '@/lib/countries';
import { formatDate, formatOfficeDay } from '@/lib/dates';
import { languageLabel } from '@/lib/languageNames';
import type { CompareCell, CompareRow } from './compareFacts';
import './compare.css';

/**
 * The words of one structured-CV fact (issue 36): a row's label and a cell's text in the page's language,
 * "not stated" for a fact the CV does not give (never "no"). Shared by `/compare` and the worker's own
 * page (site/workers/WorkerCvFacts.tsx), so both say a fact the same way.
 */

export function RowLabel({ row }: { row: CompareRow }) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  switch (row.key.kind) {
    case 'skill':
      return <>{t(`staffSkills.names.${row.key.skill}`)}</>;
    case 'band':
      return <>{t(`structuredCv.bands.${row.key.band}`)}</>;
    case 'language':
      return <>{languageLabel(row.key.language, language)}</>;
    default:
      return <>{t(`compare.rows.${row.key.kind}`)}</>;
  }
}

/** One cell's text, in the page's language; "not stated" for a fact the CV does not give. */
export function CellText({ cell }: { cell: CompareCell }) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  switch (cell.kind) {
    case 'notStated':
      return (
        <span className="compare-cell--not-stated" data-testid="not-stated">
          {t('structuredCv.notStated')}
        </span>
      );
    case 'type':
      return <>{t(`staff.type.${cell.type}`)}</>;
    case 'country': {
      const country = countryByCode(cell.code);
      return <>{country ? countryName(country, language) : cell.code}</>;
    }
    case 'years':
      return <>{t('staff.experience.years', { count: cell.count })}</>;
    case 'age':
      return <>{t('staff.card.age', { age: cell.age })}</>;
    case 'availability':
      return (
        <>
          {t(`staff.availability.${cell.availability}`)}
          {cell.availability === 'later' && cell.from ? ` (${formatDate(cell.from, language)})` : ''}
        </>
      );
    case 'salary':
      return <>{t('workerProfile.salaryPerMonth', { amount: formatSar(cell.sar) })}</>;
    case 'transfer':
      return <>{t(cell.value ? 'compare.transferYes' : 'compare.transferNo')}</>;
    case 'band':
      return <>{t(cell.value === 'yes' ? 'structuredCv.childcareYes' : 'structuredCv.childcareNo')}</>;
    case 'language':
      return cell.level ? (
        <>{t(`structuredCv.languageLevels.${cell.level}`)}</>
      ) : (
        <>
          {t('compare.speaks')} ·{' '}
          <span className="compare-cell--not-stated" data-testid="not-stated">
            {t('compare.levelNotStated')}
          </span>
        </>
      );
    case 'skill': {
      const fact = cell.fact;
      if (!fact)
        return (
          <>
            {t('compare.listed')} ·{' '}
            <span className="compare-cell--not-stated" data-testid="not-stated">
              {t('compare.detailsNotStated')}
            </span>
          </>
        );
      return (
        <ul className="compare-cell__lines">
          <li>
            {fact.willing ? (
              t(`structuredCv.willing.${fact.willing}`)
            ) : (
              <span className="compare-cell--not-stated" data-testid="not-stated">
                {t('compare.willingNotStated')}
              </span>
            )}
          </li>
          {fact.years !== null ? <li>{t('structuredCv.yearsValue', { count: fact.years })}</li> : null}
          {fact.level !== null ? (
            <li>
              {/* The office's assessment day, in Riyadh (Hijri too on Arabic pages). */}
              {t('structuredCv.levelValue', {
                level: fact.level,
                date: fact.assessedAt ? formatOfficeDay(fact.assessedAt, language) : '—',
              })}
            </li>
          ) : null}
        </ul>
      );
    }
  }
}
