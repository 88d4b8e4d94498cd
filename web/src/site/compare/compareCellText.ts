/**
 * A `/compare` row's name and a cell's words as plain text, in the reader's language: for the generated CV
 * document (site/workers/cvDocument, decision 032), which cannot carry the page's markup. The words are the
 * page's (ComparePage's RowLabel and CellText). Pure, unit tested.
 */
import type { TFunction } from 'i18next';
import { countryByCode, countryName, formatSar, type Language } from '@household/model';
import { formatDate } from '@/lib/dates';
import { languageLabel } from '@/lib/languageNames';
import type { CompareCell, CompareRow } from './compareFacts';

export function compareRowLabel(t: TFunction, row: CompareRow, language: Language): string {
  switch (row.key.kind) {
    case 'skill':
      return t(`staffSkills.names.${row.key.skill}`);
    case 'band':
      return t(`structuredCv.bands.${row.key.band}`);
    case 'language':
      return languageLabel(row.key.language, language);
    default:
      return t(`compare.rows.${row.key.kind}`);
  }
}

/** The cell's lines (one for most facts; a skill's willingness, years and level each on its own). */
export function compareCellText(t: TFunction, cell: CompareCell, language: Language): string[] {
  switch (cell.kind) {
    case 'notStated':
      return [t('structuredCv.notStated')];
    case 'type':
      return [t(`staff.type.${cell.type}`)];
    case 'country': {
      const country = countryByCode(cell.code);
      return [country ? countryName(country, language) : cell.code];
    }
    case 'years':
      return [t('staff.experience.years', { count: cell.count })];
    case 'age':
      return [t('staff.card.age', { age: cell.age })];
    case 'availability':
      return [
        t(`staff.availability.${cell.availability}`) +
          (cell.availability === 'later' && cell.from ? ` (${formatDate(cell.from, language)})` : ''),
      ];
    case 'salary':
      return [t('workerProfile.salaryPerMonth', { amount: formatSar(cell.sar) })];
    case 'transfer':
      return [t(cell.value ? 'compare.transferYes' : 'compare.transferNo')];
    case 'band':
      return [t(cell.value === 'yes' ? 'structuredCv.childcareYes' : 'structuredCv.childcareNo')];
    case 'language':
      return cell.level
        ? [t(`structuredCv.languageLevels.${cell.level}`)]
        : [`${t('compare.speaks')} · ${t('compare.levelNotStated')}`];
    case 'skill': {
      const fact = cell.fact;
      if (!fact) return [`${t('compare.listed')} · ${t('compare.detailsNotStated')}`];
      return [
        fact.willing ? t(`structuredCv.willing.${fact.willing}`) : t('compare.willingNotStated'),
        ...(fact.years !== null ? [t('structuredCv.yearsValue', { count: fact.years })] : []),
        ...(fact.level !== null
          ? [t('structuredCv.levelValue', { level: fact.level, date: formatDate(fact.assessedAt, language) })]
          : []),
      ];
    }
  }
}
