import { describe, expect, it } from 'vitest';
import { phonePattern } from '@household/model';
import {
  clampExperience,
  emailPattern,
  emptyStaffForm,
  filterStaff,
  isStaffPhone,
  parseExperience,
  nullIfBlank,
  publishConsentChange,
  statusAllowed,
  toFormValues,
  toNewStaffFields,
  toStaffContact,
  toStaffFields,
  type StaffFormValues,
} from './staffForm';
import type { AdminStaff } from './staffAdminModel';

const values: StaffFormValues = {
  ...emptyStaffForm,
  name: '  Maria Santos ',
  email: ' maria@example.com ',
  phone: ' +966 500 000 000 ',
  country: 'PH',
  experienceYears: 4,
  descriptionEn: '  Calm ',
  descriptionAr: undefined,
};

describe('staff form mapping', () => {
  it('defaults to type Maid and status pending', () => {
    expect(emptyStaffForm.type).toBe('Maid');
    expect(emptyStaffForm.status).toBe('pending');
  });

  it('builds a new document with exactly the rules key set (timestamps added by the API)', () => {
    const doc = toNewStaffFields(values, 'MD-0001');
    expect(Object.keys(doc).sort()).toEqual(
      [
        'refCode',
        'name',
        'type',
        'status',
        'country',
        'experienceYears',
        'descriptionEn',
        'descriptionAr',
        'transferable',
        'showPhoto',
        'skills',
        'languages',
        'photoPath',
        'cvPath',
        'birthYear',
        'availableFrom',
        'expectedSalary',
        'transferTerms',
        'skillFacts',
        'childcareBands',
        'languageLevels',
      ].sort(),
    );
    expect(doc).toMatchObject({
      refCode: 'MD-0001',
      name: 'Maria Santos',
      type: 'Maid',
      status: 'pending',
      country: 'PH',
      experienceYears: 4,
      descriptionEn: 'Calm',
      descriptionAr: '',
      transferable: false,
      showPhoto: false,
      photoPath: null,
      cvPath: null,
    });
  });

  it('writes transferTerms the same on create and edit', () => {
    // The dialog hides the terms of a worker not offered for transfer, so its values carry none.
    const { transferTerms: _hidden, ...maid } = values;
    expect(toNewStaffFields(maid, 'MD-0002').transferTerms).toBeNull();
    expect(toStaffFields(maid).transferTerms).toBeNull();
    // Terms left over from when the worker was transferable go with the tick.
    const terms = { priorTransfers: 1, occupationChange: true, officeFeeSar: 3_000, insuranceSar: null };
    expect(toStaffFields({ ...values, transferable: false, transferTerms: terms }).transferTerms).toBeNull();
    // Offered for transfer: the entered terms, or null when the count is empty, on both.
    const offered = { ...values, transferable: true, transferTerms: terms };
    expect(toNewStaffFields(offered, 'MD-0003').transferTerms).toEqual(terms);
    expect(toStaffFields(offered).transferTerms).toEqual(terms);
    const empty = { ...offered, transferTerms: { ...terms, priorTransfers: null } };
    expect(toNewStaffFields(empty, 'MD-0004').transferTerms).toBeNull();
    expect(toStaffFields(empty).transferTerms).toBeNull();
    // Values without terms for such a worker (a CSV file without the columns): a new one has none, an edit keeps them.
    const { transferTerms: _none, ...fromCsv } = offered;
    expect(toNewStaffFields(fromCsv, 'MD-0005').transferTerms).toBeNull();
    expect('transferTerms' in toStaffFields(fromCsv)).toBe(false);
  });

  it('never puts e-mail or phone in the staff document', () => {
    const doc = toStaffFields(values) as unknown as Record<string, unknown>;
    expect(doc.email).toBeUndefined();
    expect(doc.phone).toBeUndefined();
    expect(toStaffContact(values)).toEqual({ email: 'maria@example.com', phone: '+966 500 000 000' });
  });

  it('accepts Arabic-Indic digits in the phone (stored as ASCII) and the experience', () => {
    expect(isStaffPhone('٠٥٠١٢٣٤٥٦٧')).toBe(true);
    expect(isStaffPhone('+۹۶۶ ۵۰۰ ۰۰۰')).toBe(true);
    expect(isStaffPhone('call me')).toBe(false);
    expect(toStaffContact({ email: 'a@example.com', phone: ' ٠٥٠١٢٣٤٥٦٧ ' })).toEqual({
      email: 'a@example.com',
      phone: '0501234567',
    });
    expect(parseExperience('١٢')).toBe(12);
    expect(parseExperience('7')).toBe(7);
    expect(parseExperience('سبع')).toBeNull();
  });

  it('never stores the photo switch on for a worker offered for transfer of services (issue 40)', () => {
    expect(toStaffFields({ ...values, showPhoto: true }).showPhoto).toBe(true);
    expect(toStaffFields({ ...values, showPhoto: true, transferable: true }).showPhoto).toBe(false);
    expect(toStaffFields({ ...values, showPhoto: true, type: 'transfer' }).showPhoto).toBe(false);
  });

  it('requires a country', () => {
    expect(() => toStaffFields({ ...values, country: undefined })).toThrow();
  });

  it('clamps experience to whole years 0-60', () => {
    expect(clampExperience(undefined)).toBe(0);
    expect(clampExperience(null)).toBe(0);
    expect(clampExperience(-3)).toBe(0);
    expect(clampExperience(75)).toBe(60);
    expect(clampExperience(2.6)).toBe(3);
  });

  it('turns blanks into null', () => {
    expect(nullIfBlank('')).toBeNull();
    expect(nullIfBlank('   ')).toBeNull();
    expect(nullIfBlank(undefined)).toBeNull();
    expect(nullIfBlank(' x ')).toBe('x');
  });

  it('round-trips an existing staff member into form values', () => {
    const staff: AdminStaff = {
      id: 's1',
      refCode: 'NN-1234',
      name: 'Joy',
      type: 'Nanny',
      status: 'active',
      country: 'KE',
      experienceYears: 7,
      descriptionEn: 'en',
      descriptionAr: 'ar',
      transferable: true,
      showPhoto: true,
      photoPath: null,
      cvPath: null,
      skills: ['childcare', 'infantCare'],
      languages: ['sw', 'en'],
      reservedUntil: null,
      birthYear: null,
      age: null,
      availableFrom: null,
      expectedSalary: null,
      transferTerms: null,
      skillFacts: { infantCare: { willing: 'yes', years: 2, level: 4, assessedAt: new Date('2026-10-01T00:00:00Z') } },
      childcareBands: { m0to6: 'yes' },
      languageLevels: { sw: 'fluent' },
      createdAt: null,
      updatedAt: null,
    };
    const form = toFormValues(staff, { email: 'j@example.com', phone: '0500' });
    expect(form).toMatchObject({
      name: 'Joy',
      type: 'Nanny',
      status: 'active',
      country: 'KE',
      email: 'j@example.com',
      phone: '0500',
      transferable: true,
    });
    expect(toFormValues(staff, null).email).toBe('');
    expect(toFormValues(staff, null)).toMatchObject({ skills: ['childcare', 'infantCare'], languages: ['sw', 'en'] });
    // The structured CV goes to the form and back unchanged.
    const back = toStaffFields(form);
    expect(back).toMatchObject({
      skillFacts: staff.skillFacts,
      childcareBands: staff.childcareBands,
      languageLevels: staff.languageLevels,
    });
  });

  it("keeps only the chosen type's skills and known languages (a type change drops the others)", () => {
    const values = {
      ...emptyStaffForm,
      name: 'Ali',
      country: 'IN' as const,
      type: 'Driver' as const,
      skills: ['cooking', 'vip', 'family', 'vip'],
      languages: ['hi', 'xx', 'en'],
    };
    expect(toStaffFields(values)).toMatchObject({ skills: ['family', 'vip'], languages: ['hi', 'en'] });
    expect(toStaffFields({ ...values, type: 'Maid' }).skills).toEqual(['cooking']);
    expect(toStaffFields({ ...emptyStaffForm, name: 'Ali', country: 'IN' })).toMatchObject({
      skills: [],
      languages: [],
    });
  });

  it('validates e-mail and phone like the rules', () => {
    expect(emailPattern.test('a@b.co')).toBe(true);
    expect(emailPattern.test('a@b')).toBe(false);
    expect(emailPattern.test('a b@c.d')).toBe(false);
    expect(phonePattern.test('+966 (50) 123-4567')).toBe(true);
    expect(phonePattern.test('phone')).toBe(false);
    expect(phonePattern.test('-123')).toBe(false);
  });
});

describe('filterStaff', () => {
  const rows = [
    { name: 'Maria Santos', refCode: 'MD-0101', type: 'Maid', status: 'active', country: 'PH' },
    { name: 'Priya Nair', refCode: 'CL-0102', type: 'Cleaner', status: 'pending', country: 'IN' },
  ] as const;
  const none = { search: '', type: undefined, status: undefined, country: undefined };

  it('searches name and refCode case-insensitively', () => {
    expect(filterStaff(rows, { ...none, search: 'maria' })).toHaveLength(1);
    expect(filterStaff(rows, { ...none, search: 'cl-01' })[0]?.name).toBe('Priya Nair');
    expect(filterStaff(rows, none)).toHaveLength(2);
  });

  it('applies type, status and country filters', () => {
    expect(filterStaff(rows, { ...none, type: 'Cleaner' })).toHaveLength(1);
    expect(filterStaff(rows, { ...none, status: 'active' })[0]?.name).toBe('Maria Santos');
    expect(filterStaff(rows, { ...none, country: 'UG' })).toHaveLength(0);
  });
});

describe('publish consent', () => {
  it('stamps newly given consent, clears withdrawn consent, keeps the rest', () => {
    expect(publishConsentChange(true, false)).toBe('stamp');
    expect(publishConsentChange(true, true)).toBe('keep');
    expect(publishConsentChange(false, true)).toBe('clear');
    expect(publishConsentChange(undefined, true)).toBe('clear');
    expect(publishConsentChange(false, false)).toBe('keep');
  });

  it('allows status active only with consent', () => {
    expect(statusAllowed('active', true)).toBe(true);
    expect(statusAllowed('active', false)).toBe(false);
    expect(statusAllowed('active', undefined)).toBe(false);
    expect(statusAllowed('pending', false)).toBe(true);
    expect(statusAllowed('inactive', undefined)).toBe(true);
  });
});
