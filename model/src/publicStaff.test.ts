import { describe, expect, it } from 'vitest';
import { isPublicStaffView, publicStaffFromStored, publicStaffOf } from './publicStaff.ts';

const now = new Date(Date.UTC(2026, 10, 25, 12));
const consent = new Date(Date.UTC(2026, 9, 1));
const stored = {
  refCode: 'MD-0101',
  name: 'Maria Santos',
  type: 'Maid',
  status: 'active',
  country: 'PH',
  experienceYears: 4,
  descriptionEn: 'en',
  descriptionAr: 'ar',
  transferable: false,
  showPhoto: false,
  photoPath: 'staff-photos/staff-001.jpg',
  cvPath: 'cvs/staff-001.pdf',
  skills: ['cooking', 'vip'],
  languages: ['en', 'xx'],
  reservedUntil: null,
  availableFrom: new Date(Date.UTC(2026, 11, 1)),
  birthYear: 1990,
  expectedSalary: 1500,
  publishConsentAt: consent,
  nameKey: 'maria santos',
  updatedBy: 'admin-uid',
  createdAt: consent,
  updatedAt: consent,
};

describe('publicStaffOf (the public view of a worker)', () => {
  it('holds what the site shows and nothing else: no updatedBy, nameKey, consent date or birth year', () => {
    const view = publicStaffOf(stored, now)!;
    expect(Object.keys(view).sort()).toEqual(
      [
        'age',
        'availableFrom',
        'country',
        'createdAt',
        'cvPath',
        'descriptionAr',
        'descriptionEn',
        'expectedSalary',
        'experienceYears',
        'languages',
        'name',
        'photoPath',
        'refCode',
        'reservedUntil',
        'showPhoto',
        'skills',
        'status',
        'transferable',
        'type',
        'updatedAt',
      ].sort(),
    );
    expect(view).toMatchObject({ refCode: 'MD-0101', status: 'active', age: 36, expectedSalary: 1500 });
    expect(view.skills).toEqual(['cooking']);
    expect(view.languages).toEqual(['en']);
  });

  it('carries the photo path only with photo consent', () => {
    expect(publicStaffOf(stored, now)!.photoPath).toBeNull();
    expect(publicStaffOf({ ...stored, showPhoto: true }, now)!.photoPath).toBe('staff-photos/staff-001.jpg');
    expect(publicStaffOf({ ...stored, showPhoto: true, photoPath: 'cvs/x.jpg' }, now)!.photoPath).toBeNull();
  });

  it('never carries a photo of a worker offered for transfer of services, consent or not (issue 40)', () => {
    for (const transfer of [{ transferable: true }, { type: 'transfer', refCode: 'TR-0101' }]) {
      const view = publicStaffOf({ ...stored, ...transfer, showPhoto: true }, now)!;
      expect(view.photoPath).toBeNull();
      expect(view.showPhoto).toBe(false);
      expect(view.transferable || view.type === 'transfer').toBe(true);
    }
  });

  it('is null (the view is deleted) for a withdrawn, inactive or unconsented worker', () => {
    expect(publicStaffOf({ ...stored, status: 'inactive' }, now)).toBeNull();
    expect(publicStaffOf({ ...stored, status: 'training' }, now)).toBeNull();
    expect(publicStaffOf({ ...stored, publishConsentAt: null }, now)).toBeNull();
    expect(publicStaffOf(undefined, now)).toBeNull();
  });

  it('computes the age in the year of now (it changes on 1 January) and drops odd values', () => {
    expect(publicStaffOf(stored, new Date(Date.UTC(2027, 0, 1)))!.age).toBe(37);
    expect(publicStaffOf({ ...stored, birthYear: '1990' }, now)!.age).toBeNull();
    expect(publicStaffOf({ ...stored, expectedSalary: -5 }, now)!.expectedSalary).toBeNull();
  });

  it('isPublicStaffView accepts a view and refuses anything else', () => {
    expect(isPublicStaffView(publicStaffOf(stored, now)! as unknown as Record<string, unknown>)).toBe(true);
    expect(isPublicStaffView({ ...stored, status: 'inactive' })).toBe(false);
    expect(isPublicStaffView(undefined)).toBe(false);
  });
});

describe('publicStaffFromStored (the site reading a public view)', () => {
  const view = {
    ...publicStaffOf({ ...stored, showPhoto: true }, now),
    reservedUntil: now,
    nameKey: 'x',
    birthYear: 1990,
  };

  it('maps the view with dates and its id, and nothing the view does not hold', () => {
    const entry = publicStaffFromStored('s1', view);
    expect(entry).toMatchObject({
      id: 's1',
      refCode: 'MD-0101',
      status: 'active',
      photoPath: 'staff-photos/staff-001.jpg',
    });
    expect(entry.reservedUntil).toEqual(now);
    expect(Object.keys(entry)).not.toContain('nameKey');
    expect(Object.keys(entry)).not.toContain('birthYear');
  });

  it('drops a photo path that came without photo consent', () => {
    expect(publicStaffFromStored('s1', { ...view, showPhoto: false }).photoPath).toBeNull();
  });
});
