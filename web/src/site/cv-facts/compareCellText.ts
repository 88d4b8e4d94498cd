/**
 * A `/compare` row's name and a cell's words, in the reader's language, written once: the page renders them
 * (FactCells: `/compare` and the worker's page) and the generated CV document prints their text
 * (site/workers/cvDocument, decision 032). Pure, unit tested.
 */
import type { TFunction } from 'i18next';
import { countryByCode, countryName, formatSar, type Language } from '@household/model';
import { formatOfficeDay } from '@/lib/dates';
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

/** A piece of a cell's line; `notStated` marks what the CV does not give (the page shows it muted). */
export interface CellPart {
  text: string;
  notStated?: true;
}

const said = (text: string): CellPart[] => [{ text }];
const notStated = (text: string): CellPart => ({ text, notStated: true });

/**
 * The cell's lines, each of one or more parts (one line for most facts; a skill's willingness, years and
 * level each on its own). The page renders these (FactCells' CellText), the CV document their text.
 */
export function compareCellLines(t: TFunction, cell: CompareCell, language: Language): CellPart[][] {
  switch (cell.kind) {
    case 'notStated':
      return [[notStated(t('structuredCv.notStated'))]];
    case 'type':
      return [said(t(`staff.type.${cell.type}`))];
    case 'country': {
      const country = countryByCode(cell.code);
      return [said(country ? countryName(country, language) : cell.code)];
    }
    case 'years':
      return [said(t('staff.experience.years', { count: cell.count }))];
    case 'age':
      return [said(t('staff.card.age', { age: cell.age }))];
    case 'availability':
      return [
        said(
          cell.availability === 'later' && cell.from
            ? t('staff.availability.laterFrom', { date: formatOfficeDay(cell.from, language) })
            : t(`staff.availability.${cell.availability}`),
        ),
      ];
    case 'salary':
      return [said(t('workerProfile.salaryPerMonth', { amount: formatSar(cell.sar) }))];
    case 'transfer':
      return [said(t(cell.value ? 'compare.transferYes' : 'compare.transferNo'))];
    case 'band':
      return [said(t(cell.value === 'yes' ? 'structuredCv.childcareYes' : 'structuredCv.childcareNo'))];
    case 'language':
      return cell.level
        ? [said(t(`structuredCv.languageLevels.${cell.level}`))]
        : [[{ text: t('compare.speaks') }, notStated(t('compare.levelNotStated'))]];
    case 'skill': {
      const fact = cell.fact;
      if (!fact) return [[{ text: t('compare.listed') }, notStated(t('compare.detailsNotStated'))]];
      return [
        fact.willing ? said(t(`structuredCv.willing.${fact.willing}`)) : [notStated(t('compare.willingNotStated'))],
        ...(fact.years !== null ? [said(t('structuredCv.yearsValue', { count: fact.years }))] : []),
        ...(fact.level !== null
          ? [
              // The office's assessment day, in Riyadh (Hijri too in Arabic).
              said(
                t('structuredCv.levelValue', {
                  level: fact.level,
                  date: fact.assessedAt ? formatOfficeDay(fact.assessedAt, language) : '—',
                }),
              ),
            ]
          : []),
      ];
    }
  }
}

/** The cell's lines as plain text (a line's parts joined with " · "), for the CV document. */
export function compareCellText(t: TFunction, cell: CompareCell, language: Language): string[] {
  return compareCellLines(t, cell, language).map((line) => line.map((part) => part.text).join(' · '));
}
