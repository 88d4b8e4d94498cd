import { describe, expect, it } from 'vitest';
import { parseCsv } from '@/admin/lib/csv/csv';
import type { AdminStaff } from './staffAdminModel';
import { importBatches, parseStaffCsv, planStaffImport, refCodesToLookUp, staffCsv, staffCsvColumns } from './staffCsv';

const maria: AdminStaff = {
  id: 's1',
  refCode: 'MD-0142',
  name: 'Maria Santos',
  type: 'Maid',
  status: 'active',
  country: 'PH',
  experienceYears: 5,
  descriptionEn: 'Calm, organised; "careful".',
  descriptionAr: 'عاملة منزلية هادئة، ومنظمة',
  transferable: true,
  showPhoto: false,
  photoUrl: null,
  photoPath: null,
  cvUrl: null,
  cvPath: null,
  skills: ['cooking', 'laundry'],
  languages: ['en', 'tl'],
  reservedUntil: null,
  birthYear: 1990,
  age: null,
  availableFrom: new Date('2027-03-01T00:00:00Z'),
  expectedSalary: 1500,
  createdAt: new Date('2026-01-05T21:15:00Z'),
  updatedAt: new Date('2026-01-05T21:15:00Z'),
  publishConsentAt: new Date('2026-01-06T06:00:00Z'),
} as AdminStaff;

const header = staffCsvColumns.join(',');

describe('staff CSV export', () => {
  it('writes every column, lists with ;, dates in Riyadh time and the phone guarded against formulas', () => {
    const text = staffCsv([{ staff: maria, contact: { email: 'maria@example.com', phone: '+966 500 000 001' } }]);
    const [head, row] = parseCsv(text);
    expect(head).toEqual([...staffCsvColumns]);
    expect(row).toEqual([
      'MD-0142',
      'Maria Santos',
      'Maid',
      'active',
      'PH',
      '5',
      'maria@example.com',
      '+966 500 000 001',
      'Calm, organised; "careful".',
      'عاملة منزلية هادئة، ومنظمة',
      'yes',
      'no',
      'cooking;laundry',
      'en;tl',
      '1990',
      '2027-03-01',
      '1500',
      '2026-01-06 09:00',
      '2026-01-06 00:15',
    ]);
    expect(text).toContain(",'+966 500 000 001,");
  });

  it('re-imports its own export with zero problems, as an update of the same worker', () => {
    const text = staffCsv([{ staff: maria, contact: { email: 'maria@example.com', phone: '+966 500 000 001' } }]);
    const parsed = parseStaffCsv(text);
    expect(parsed.fileProblem).toBeNull();
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows[0]?.values).toMatchObject({
      name: 'Maria Santos',
      type: 'Maid',
      country: 'PH',
      publishConsent: true,
      skills: ['cooking', 'laundry'],
      birthYear: 1990,
      availableFrom: '2027-03-01',
      expectedSalary: 1500,
    });
    const { planned, problems } = planStaffImport(
      parsed.rows,
      new Map([['MD-0142', { id: 's1', type: 'Maid', hasConsent: true }]]),
    );
    expect(problems).toEqual([]);
    expect(planned).toMatchObject([{ row: 2, action: 'update', id: 's1', refCode: 'MD-0142', consent: 'keep' }]);
  });
});

describe('staff CSV import checks', () => {
  it('reads the year of birth, start date and salary in any digits, refuses odd ones, keeps them when the column is absent', () => {
    const columns = [
      'name',
      'type',
      'status',
      'country',
      'email',
      'phone',
      'birthYear',
      'availableFrom',
      'expectedSalary',
    ];
    const year = new Date().getUTCFullYear();
    const text = [
      columns.join(','),
      `Amina,Maid,pending,KE,a@example.com,0501234567,${String(year - 30).replace(/[0-9]/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)]!)},٢٠٢٧-٠٣-٠١,"١٬٥٠٠"`,
      `Bina,Maid,pending,KE,b@example.com,0501234567,${year - 10},2027-02-30,0`,
    ].join('\n');
    const parsed = parseStaffCsv(text);
    expect(parsed.rows[0]?.values).toMatchObject({
      birthYear: year - 30,
      availableFrom: '٢٠٢٧-٠٣-٠١',
      expectedSalary: 1500,
    });
    expect(parsed.problems.map((p) => [p.row, p.column, p.reason])).toEqual([
      [3, 'birthYear', 'birthYear'],
      [3, 'availableFrom', 'date'],
      [3, 'expectedSalary', 'salary'],
    ]);
    const without = parseStaffCsv(
      ['name,type,status,country,email,phone', 'Amina,Maid,pending,KE,a@example.com,0501234567'].join('\n'),
    );
    expect(without.rows[0]?.values).not.toHaveProperty('birthYear');
    expect(without.rows[0]?.values).not.toHaveProperty('expectedSalary');
  });

  const good = 'MD-0001,Amina Yusuf,Maid,pending,KE,3,amina@example.com,+254 700 000,,,no,no,cooking,sw,,';

  it('refuses the photo switch for a worker offered for transfer of services (issue 40)', () => {
    const transferWithPhoto = good.replace(',no,no,', ',yes,yes,');
    expect(parseStaffCsv([header, transferWithPhoto].join('\n')).problems).toEqual([
      { row: 2, column: 'showPhoto', reason: 'transferPhoto' },
    ]);
    expect(parseStaffCsv([header, good.replace(',no,no,', ',no,yes,')].join('\n')).problems).toEqual([]);
  });

  it('names every problem with its line and column', () => {
    const text = [
      header,
      good,
      ',,Butler,asleep,Mars,99,not-an-email,call me,,,maybe,no,cooking,xx,,',
      'MD-0001,Maid for sale,Maid,active,PH,2,a@example.com,0501234567,,,no,no,flying,,,',
    ].join('\n');
    const parsed = parseStaffCsv(text);
    expect(parsed.rowCount).toBe(3);
    expect(parsed.rows.map((row) => row.row)).toEqual([2]);
    const byRow = (row: number) => parsed.problems.filter((p) => p.row === row).map((p) => `${p.column}:${p.reason}`);
    expect(byRow(3)).toEqual([
      'name:required',
      'type:type',
      'status:status',
      'country:country',
      'experienceYears:number',
      'email:email',
      'phone:phone',
      'transferable:yesNo',
      'languages:language',
    ]);
    expect(byRow(4)).toEqual([
      'name:advertising',
      'skills:skill',
      'publishConsent:consentRequired',
      'refCode:duplicateRefCode',
    ]);
    expect(parsed.problems.find((p) => p.row === 4 && p.column === 'name')?.params).toMatchObject({ rule: 'sale' });
  });

  it('accepts Arabic-Indic digits in the phone and the experience, stored as ASCII digits', () => {
    const parsed = parseStaffCsv(
      [
        header,
        'MD-0004,نورة,Maid,pending,KE,١٢,n@example.com,٠٥٠١٢٣٤٥٦٧,,,no,no,,,,',
        'MD-0005,ريم,Maid,pending,KE,۷,r@example.com,+۹۶۶ ۵۰۰ ۱۲۳۴,,,no,no,,,,',
      ].join('\n'),
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows.map((row) => [row.values.experienceYears, row.values.phone])).toEqual([
      [12, '0501234567'],
      [7, '+966 500 1234'],
    ]);
    const bad = parseStaffCsv([header, 'MD-0006,نورة,Maid,pending,KE,١٢ سنة,n@example.com,٠٥٠,,,no,no,,,,'].join('\n'));
    // "١٢ سنة" is not a number; "٠٥٠" has three digits, fewer than the one phone rule's seven.
    expect(bad.problems.map((p) => p.column)).toEqual(['experienceYears', 'phone']);
  });

  it('refuses control and bidi characters in a name (the model check)', () => {
    const parsed = parseStaffCsv(
      [header, 'MD-0002,Amina\u202EYusuf,Maid,pending,KE,3,a@example.com,0501234567,,,no,no,,,,,,,'].join('\n'),
    );
    expect(parsed.problems).toMatchObject([{ row: 2, column: 'name', reason: 'control' }]);
  });

  it('accepts names, codes and Arabic yes for booleans, case-insensitive enums', () => {
    const parsed = parseStaffCsv(
      [header, 'md-0003,نورة,maid,PENDING,Philippines,,n@example.com,0501234567,,,نعم,لا,,,,'].join('\n'),
    );
    expect(parsed.problems).toEqual([]);
    expect(parsed.rows[0]).toMatchObject({
      refCode: 'MD-0003',
      values: {
        type: 'Maid',
        status: 'pending',
        country: 'PH',
        transferable: true,
        showPhoto: false,
        experienceYears: 0,
      },
    });
  });

  it('reports file problems: unreadable, empty, missing columns', () => {
    expect(parseStaffCsv('name,type\n"open').fileProblem).toEqual({ reason: 'parse', line: 2 });
    expect(parseStaffCsv(header).fileProblem).toEqual({ reason: 'empty' });
    expect(parseStaffCsv('name,type\nA,Maid').fileProblem).toEqual({
      reason: 'missingColumns',
      columns: ['status', 'country', 'email', 'phone'],
    });
  });

  it('refuses more rows than one import takes', () => {
    const rows = Array.from({ length: 5001 }, () => good.replace('MD-0001,', ','));
    expect(parseStaffCsv([header, ...rows].join('\n')).fileProblem).toEqual({ reason: 'tooManyRows', max: 5000 });
  });
});

describe('planStaffImport', () => {
  it('creates new refCodes and empty ones (fresh code, not taken), updates found ones, checks the prefix', () => {
    const parsed = parseStaffCsv(
      [
        header,
        'MD-0001,Amina,Maid,pending,KE,3,a@example.com,0501234567,,,no,no,,,,,,,',
        ',Bina,Driver,pending,IN,3,b@example.com,0501234567,,,no,no,,,,,,,',
        'MD-0009,Chandra,Driver,pending,IN,3,c@example.com,0501234567,,,no,no,,,,,,,',
        'CL-0100,Dana,Cleaner,active,LK,1,d@example.com,0501234567,,,no,no,,,,,,yes,',
      ].join('\n'),
    );
    expect(parsed.problems).toEqual([]);
    expect(refCodesToLookUp(parsed.rows)).toEqual(['MD-0001', 'MD-0009', 'CL-0100']);
    const existing = new Map([['CL-0100', { id: 'c1', type: 'Cleaner' as const, hasConsent: false }]]);
    const sequence = [0.0001, 0.0002];
    const { planned, problems } = planStaffImport(
      parsed.rows,
      existing,
      new Set(['DR-0001']),
      () => sequence.shift() ?? 0.5,
    );
    expect(problems).toMatchObject([{ row: 4, column: 'refCode', reason: 'refCodeType', params: { prefix: 'DR' } }]);
    expect(planned.map((p) => [p.row, p.action, p.refCode, p.consent])).toEqual([
      [2, 'create', 'MD-0001', 'keep'],
      [3, 'create', 'DR-0002', 'keep'],
      [5, 'update', 'CL-0100', 'stamp'],
    ]);
  });

  it('splits rows into batches that never cut a row', () => {
    expect(importBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
