import {
  phonePattern,
  isBirthYear,
  isExpectedSalary,
  isOfferedForTransfer,
  isStaffRefCode,
  maxExpectedSalary,
  multilineProblem,
  singleLineProblem,
  skillsByType,
  staffLanguages,
} from '@household/model';
import { checkAdvertisingRules } from '@/lib/advertisingRules';
import { countries, type CountryCode } from '@/lib/countries';
import { parseWholeNumber } from '@/lib/phone';
import { toAsciiDigits } from '@household/model';
import { csvRecords, CsvParseError, parseCsv, toCsv, type CsvCell } from '@/admin/lib/csv/csv';
import { officeDateTime } from '@/admin/lib/csv/officeTime';
import { generateRefCode, refCodePrefix } from './refCode';
import type { CvBefore, StoredCv } from './cvWrite';
import { pairsCell, parseCvCells, skillFactsCell } from './staffCvForm';
import { staffStatuses, staffTypes, type AdminStaff, type StaffContact, type StaffType } from './staffAdminModel';
import {
  birthYearBounds,
  dateFieldValue,
  descriptionMaxLength,
  emailPattern,
  maxExperienceYears,
  nameMaxLength,
  parseDateField,
  publishConsentChange,
  statusAllowed,
  type PublishConsentChange,
  type StaffFormValues,
} from './staffForm';

/**
 * Staff as CSV: the export's columns, and the import's validation (the staff form's and
 * firestore.rules' checks: required fields, lengths, e-mail and phone patterns, enums, skills of the
 * type, the advertising rules' wording, consent before Active), before anything is written.
 */

export const staffCsvColumns = [
  'refCode',
  'name',
  'type',
  'status',
  'country',
  'experienceYears',
  'email',
  'phone',
  'descriptionEn',
  'descriptionAr',
  'transferable',
  'showPhoto',
  'skills',
  'languages',
  'birthYear',
  'availableFrom',
  'expectedSalary',
  'skillFacts',
  'childcareBands',
  'languageLevels',
  'publishConsent',
  'createdAt',
] as const;
export type StaffCsvColumn = (typeof staffCsvColumns)[number];

/** Columns an import must have (the rest may be absent: defaults apply). */
export const requiredImportColumns: readonly StaffCsvColumn[] = ['name', 'type', 'status', 'country', 'email', 'phone'];

/** At most this many rows in one import (a bigger file is split by the office). */
export const maxImportRows = 5000;
/** At most this many bytes in an import file. */
export const maxImportBytes = 5 * 1024 * 1024;

const listSeparator = ';';

/** One staff member as an export row (contact null: columns left empty). */
export function staffCsvRow(staff: AdminStaff, contact: StaffContact | null): CsvCell[] {
  const cells: Record<StaffCsvColumn, CsvCell> = {
    refCode: staff.refCode,
    name: staff.name,
    type: staff.type,
    status: staff.status,
    country: staff.country ?? '',
    experienceYears: staff.experienceYears,
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    descriptionEn: staff.descriptionEn,
    descriptionAr: staff.descriptionAr,
    transferable: staff.transferable ? 'yes' : 'no',
    showPhoto: staff.showPhoto ? 'yes' : 'no',
    skills: staff.skills.join(listSeparator),
    languages: staff.languages.join(listSeparator),
    birthYear: staff.birthYear ?? '',
    availableFrom: dateFieldValue(staff.availableFrom),
    expectedSalary: staff.expectedSalary ?? '',
    skillFacts: skillFactsCell(staff.skillFacts),
    childcareBands: pairsCell(staff.childcareBands),
    languageLevels: pairsCell(staff.languageLevels),
    publishConsent: officeDateTime(staff.publishConsentAt ?? null),
    createdAt: officeDateTime(staff.createdAt),
  };
  return staffCsvColumns.map((column) => cells[column]);
}

export function staffCsv(rows: readonly { staff: AdminStaff; contact: StaffContact | null }[]): string {
  return toCsv(
    staffCsvColumns,
    rows.map((row) => staffCsvRow(row.staff, row.contact)),
  );
}

/** Why a cell is refused; each has a message in both languages (admin.json csv.reasons.*). */
export type CsvProblemReason =
  | 'required'
  | 'tooLong'
  | 'control'
  | 'type'
  | 'status'
  | 'country'
  | 'number'
  | 'email'
  | 'phone'
  | 'yesNo'
  | 'transferPhoto'
  | 'skill'
  | 'language'
  | 'refCode'
  | 'refCodeType'
  | 'duplicateRefCode'
  | 'consentRequired'
  | 'advertising'
  | 'birthYear'
  | 'date'
  | 'salary'
  | 'cv';

export interface CsvProblem {
  /** The line in the file (the header is line 1). */
  row: number;
  column: string;
  reason: CsvProblemReason;
  /** Details for the message: the advertising rule and the words found, the bad value. */
  params?: Record<string, string>;
}

export type FileProblem =
  | { reason: 'parse'; line: number }
  | { reason: 'empty' }
  | { reason: 'tooManyRows'; max: number }
  | { reason: 'missingColumns'; columns: string[] };

/** A row that passed the cell checks: the form's values and whether the file says the worker consented. */
export interface ParsedStaffRow {
  row: number;
  refCode: string | null;
  values: StaffFormValues & { country: CountryCode };
}

export interface ParsedStaffCsv {
  fileProblem: FileProblem | null;
  rows: ParsedStaffRow[];
  problems: CsvProblem[];
  /** Data rows in the file. */
  rowCount: number;
}

/** The birth years accepted today, as message parameters. */
function boundsText(): Record<string, string> {
  const { min, max } = birthYearBounds(new Date());
  return { min: String(min), max: String(max) };
}

const yes = new Set(['yes', 'y', 'true', '1', 'نعم']);
const no = new Set(['no', 'n', 'false', '0', 'لا', '']);

function pickEnum<T extends string>(values: readonly T[], raw: string): T | undefined {
  const wanted = raw.trim().toLowerCase();
  return values.find((value) => value.toLowerCase() === wanted);
}

function countryOf(raw: string): CountryCode | undefined {
  const wanted = raw.trim().toLowerCase();
  return countries.find(
    (c) => c.code.toLowerCase() === wanted || c.nameEn.toLowerCase() === wanted || c.nameAr === raw.trim(),
  )?.code;
}

function listOf(raw: string): string[] {
  return raw
    .split(/[;|]/)
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

/** Parses and checks an import file; every problem of every row is listed (nothing is written here). */
export function parseStaffCsv(text: string): ParsedStaffCsv {
  const empty = (fileProblem: FileProblem): ParsedStaffCsv => ({ fileProblem, rows: [], problems: [], rowCount: 0 });
  let cells: string[][];
  try {
    cells = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvParseError) return empty({ reason: 'parse', line: error.line });
    throw error;
  }
  const { header, records } = csvRecords(cells);
  if (records.length === 0) return empty({ reason: 'empty' });
  if (records.length > maxImportRows)
    return { ...empty({ reason: 'tooManyRows', max: maxImportRows }), rowCount: records.length };
  const missing = requiredImportColumns.filter((column) => !header.includes(column));
  if (missing.length > 0) return { ...empty({ reason: 'missingColumns', columns: missing }), rowCount: records.length };

  const problems: CsvProblem[] = [];
  const rows: ParsedStaffRow[] = [];
  const seenRefCodes = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 2;
    const before = problems.length;
    const problem = (column: string, reason: CsvProblemReason, params?: Record<string, string>) =>
      problems.push({ row, column, reason, ...(params ? { params } : {}) });
    const cell = (column: StaffCsvColumn) => (record[column] ?? '').trim();

    const text = (column: StaffCsvColumn, max: number, required: boolean) => {
      const value = cell(column);
      if (value === '') {
        if (required) problem(column, 'required');
        return value;
      }
      // The model's text checks: a name is one line without control or bidi characters; a description may have line breaks.
      const issue = column === 'name' ? singleLineProblem(value, max) : multilineProblem(value, max);
      if (issue) problem(column, issue, issue === 'tooLong' ? { max: String(max) } : undefined);
      else {
        const [rule] = checkAdvertisingRules(value);
        if (rule) problem(column, 'advertising', { rule: rule.rule, match: rule.match });
      }
      return value;
    };

    const name = text('name', nameMaxLength, true);
    const descriptionEn = text('descriptionEn', descriptionMaxLength, false);
    const descriptionAr = text('descriptionAr', descriptionMaxLength, false);

    const type = pickEnum(staffTypes, cell('type'));
    if (!type) problem('type', cell('type') === '' ? 'required' : 'type', { value: cell('type') });
    const status = pickEnum(staffStatuses, cell('status'));
    if (!status) problem('status', cell('status') === '' ? 'required' : 'status', { value: cell('status') });
    const country = countryOf(cell('country'));
    if (!country) problem('country', cell('country') === '' ? 'required' : 'country', { value: cell('country') });

    // Arabic-Indic digits are digits (an office typing in Arabic writes ٣ for 3); stored as ASCII.
    const experienceRaw = cell('experienceYears');
    const experience = experienceRaw === '' ? 0 : (parseWholeNumber(experienceRaw) ?? Number.NaN);
    if (!Number.isInteger(experience) || experience < 0 || experience > maxExperienceYears)
      problem('experienceYears', 'number', { max: String(maxExperienceYears) });

    const email = cell('email');
    if (email === '') problem('email', 'required');
    else if (!emailPattern.test(email) || email.length > 254) problem('email', 'email');
    const phone = toAsciiDigits(cell('phone'));
    if (phone === '') problem('phone', 'required');
    else if (!phonePattern.test(phone)) problem('phone', 'phone');

    const flag = (column: StaffCsvColumn) => {
      const value = cell(column).toLowerCase();
      if (yes.has(value)) return true;
      if (!no.has(value)) problem(column, 'yesNo');
      return false;
    };
    const transferable = flag('transferable');
    const showPhoto = flag('showPhoto');
    // Issue 40: a worker offered for transfer of services is shown only as a CV (firestore.rules refuses it).
    if (showPhoto && isOfferedForTransfer({ type, transferable })) problem('showPhoto', 'transferPhoto');

    const skills = listOf(cell('skills'));
    if (type) {
      const allowed: readonly string[] = skillsByType[type];
      const unknown = skills.filter((skill) => !allowed.includes(skill));
      if (unknown.length > 0) problem('skills', 'skill', { value: unknown.join(', ') });
    }
    const languages = listOf(cell('languages'));
    const unknownLanguages = languages.filter((code) => !(staffLanguages as readonly string[]).includes(code));
    if (unknownLanguages.length > 0) problem('languages', 'language', { value: unknownLanguages.join(', ') });

    // Issue 29's facts, each optional; a column the file lacks leaves the stored value as it is (undefined).
    const birthYearRaw = cell('birthYear');
    const birthYear = birthYearRaw === '' ? null : parseWholeNumber(birthYearRaw);
    if (birthYear !== null && !isBirthYear(birthYear, new Date()))
      problem('birthYear', 'birthYear', { ...boundsText(), value: birthYearRaw });
    const availableFromRaw = cell('availableFrom');
    if (availableFromRaw !== '' && !parseDateField(availableFromRaw))
      problem('availableFrom', 'date', { value: availableFromRaw });
    const salaryRaw = cell('expectedSalary');
    const expectedSalary = salaryRaw === '' ? null : parseWholeNumber(salaryRaw.replace(/[,\s٬]/g, ''));
    if (salaryRaw !== '' && !isExpectedSalary(expectedSalary))
      problem('expectedSalary', 'salary', { max: String(maxExpectedSalary), value: salaryRaw });
    const has = (column: StaffCsvColumn) => header.includes(column);
    // Issue 36: the structured CV (staffCvForm.ts); a column the file lacks leaves the stored value.
    const cvCell = (column: 'skillFacts' | 'childcareBands' | 'languageLevels') =>
      has(column) ? cell(column) : undefined;
    const { cv, problems: cvProblems } = parseCvCells(
      {
        skillFacts: cvCell('skillFacts'),
        childcareBands: cvCell('childcareBands'),
        languageLevels: cvCell('languageLevels'),
      },
      type ?? 'Maid',
      languages,
      new Date(),
    );
    for (const cvProblem of cvProblems) problem(cvProblem.column, 'cv', { value: cvProblem.value });
    const hasCv = has('skillFacts') || has('childcareBands') || has('languageLevels');

    const publishConsent = cell('publishConsent') !== '' && !no.has(cell('publishConsent').toLowerCase());
    if (status && !statusAllowed(status, publishConsent)) problem('publishConsent', 'consentRequired');

    const refCodeRaw = cell('refCode').toUpperCase();
    let refCode: string | null = null;
    if (refCodeRaw !== '') {
      if (!isStaffRefCode(refCodeRaw)) problem('refCode', 'refCode', { value: cell('refCode') });
      else if (seenRefCodes.has(refCodeRaw))
        problem('refCode', 'duplicateRefCode', { value: refCodeRaw, first: String(seenRefCodes.get(refCodeRaw)) });
      else {
        seenRefCodes.set(refCodeRaw, row);
        refCode = refCodeRaw;
      }
    }

    if (problems.length === before && type && status && country) {
      rows.push({
        row,
        refCode,
        values: {
          name,
          email,
          phone,
          type,
          status,
          country,
          experienceYears: experience,
          descriptionEn,
          descriptionAr,
          transferable,
          showPhoto,
          skills,
          languages,
          publishConsent,
          ...(has('birthYear') ? { birthYear } : {}),
          ...(has('availableFrom') ? { availableFrom: availableFromRaw } : {}),
          ...(has('expectedSalary') ? { expectedSalary } : {}),
          ...(hasCv ? { cv } : {}),
        },
      });
    }
  });
  return { fileProblem: null, rows, problems, rowCount: records.length };
}

/** An existing staff member found by refCode (what the import needs to decide update vs create). */
export interface ExistingStaff {
  id: string;
  type: StaffType;
  hasConsent: boolean;
  /** The stored CV (cvWrite.ts); absent: not known, the row's write empties the CV and writes the file's. */
  cv?: StoredCv | undefined;
}

export interface PlannedRow {
  row: number;
  action: 'create' | 'update';
  /** The staff id to update (null for a create). */
  id: string | null;
  refCode: string;
  values: StaffFormValues & { country: CountryCode };
  consent: PublishConsentChange;
  /** What the CV's own write starts from (cvWrite.ts). */
  cvBefore: CvBefore;
}

/**
 * Create or update for each checked row: a refCode found in Firestore updates that worker, a new or
 * empty refCode creates one (an empty one gets a fresh code). A new refCode must carry the type's
 * prefix (MD- for a maid ...). Problems found here are added to the list.
 */
export function planStaffImport(
  parsed: readonly ParsedStaffRow[],
  existing: ReadonlyMap<string, ExistingStaff>,
  alsoTaken: ReadonlySet<string> = new Set(),
  random: () => number = Math.random,
): { planned: PlannedRow[]; problems: CsvProblem[] } {
  const planned: PlannedRow[] = [];
  const problems: CsvProblem[] = [];
  const taken = new Set<string>([
    ...existing.keys(),
    ...alsoTaken,
    ...parsed.map((row) => row.refCode).filter((code): code is string => code !== null),
  ]);
  for (const row of parsed) {
    const found = row.refCode ? existing.get(row.refCode) : undefined;
    if (found) {
      planned.push({
        row: row.row,
        action: 'update',
        id: found.id,
        refCode: row.refCode!,
        values: row.values,
        consent: publishConsentChange(row.values.publishConsent, found.hasConsent),
        cvBefore: found.cv ?? 'unknown',
      });
      continue;
    }
    if (row.refCode && !row.refCode.startsWith(`${refCodePrefix[row.values.type]}-`)) {
      problems.push({
        row: row.row,
        column: 'refCode',
        reason: 'refCodeType',
        params: { value: row.refCode, prefix: refCodePrefix[row.values.type] },
      });
      continue;
    }
    const refCode = row.refCode ?? generateRefCode(row.values.type, taken, random);
    taken.add(refCode);
    planned.push({
      row: row.row,
      action: 'create',
      id: null,
      refCode,
      values: row.values,
      consent: publishConsentChange(row.values.publishConsent, false),
      cvBefore: 'new',
    });
  }
  return { planned, problems };
}

/** Rows per write batch: each row is two writes (staff + staffContacts) in the same batch, never split. */
export const importBatchRows = 50;

export function importBatches<T>(rows: readonly T[], size = importBatchRows): T[][] {
  const batches: T[][] = [];
  for (let i = 0; i < rows.length; i += size) batches.push(rows.slice(i, i + size));
  return batches;
}

/** The refCodes to look up in Firestore (the parsed rows that carry one). */
export function refCodesToLookUp(parsed: readonly ParsedStaffRow[]): string[] {
  return [...new Set(parsed.map((row) => row.refCode).filter((code): code is string => code !== null))];
}
