import { describe, expect, it } from 'vitest';
import {
  countByStatus,
  matchesSearch,
  openRequestStatuses,
  requestsCsv,
  reservationEnd,
  staffRecordLink,
  toAdminRequest,
} from './requestAdminModel';

const at = (iso: string) => ({ toDate: () => new Date(iso) });

describe('toAdminRequest', () => {
  it('maps a stored request, history oldest first', () => {
    const request = toAdminRequest('r1', {
      trackingCode: 'R-7KQ4-M2',
      refCodes: ['MD-0001', 7, 'DR-0002'],
      name: 'Umm Faisal',
      phone: '0501234567',
      email: null,
      message: '',
      locale: 'ar',
      status: 'contract',
      history: [
        { status: 'contract', at: at('2026-11-22T00:00:00Z') },
        { status: 'new', at: at('2026-11-20T00:00:00Z') },
        { status: 'sold', at: at('2026-11-21T00:00:00Z') },
      ],
      createdAt: at('2026-11-20T00:00:00Z'),
    });
    expect(request.refCodes).toEqual(['MD-0001', 'DR-0002']);
    expect(request.history.map((entry) => entry.status)).toEqual(['new', 'contract']);
    expect(request.message).toBeNull();
    expect(request.locale).toBe('ar');
    expect(request.updatedAt).toBeNull();
  });

  it('falls back to new for an unknown status', () => {
    expect(toAdminRequest('r2', { status: 'sold' }).status).toBe('new');
  });
});

describe('board helpers', () => {
  it('counts every status, zero included', () => {
    const counts = countByStatus([{ status: 'new' }, { status: 'new' }, { status: 'visa' }]);
    expect(counts.new).toBe(2);
    expect(counts.visa).toBe(1);
    expect(Object.values(counts).reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(Object.keys(counts)).toHaveLength(16);
  });

  it('treats the journeys’ ends as done', () => {
    for (const end of ['completed', 'transferred', 'cancelled', 'replaced', 'refunded'] as const)
      expect(openRequestStatuses).not.toContain(end);
    expect(openRequestStatuses).toHaveLength(11);
  });

  it('searches name, phone, tracking code and refCodes', () => {
    const request = toAdminRequest('r1', {
      name: 'Umm Faisal',
      phone: '0501234567',
      trackingCode: 'R-7KQ4-M2',
      refCodes: ['MD-0001'],
    });
    for (const needle of ['faisal', '0501', 'r-7kq4', 'md-0001', '  '])
      expect(matchesSearch(request, needle)).toBe(true);
    expect(matchesSearch(request, 'DR-0002')).toBe(false);
  });

  it('reserves for 14 days and links refCodes to the staff table', () => {
    expect(reservationEnd(new Date('2026-11-20T00:00:00Z')).toISOString()).toBe('2026-12-04T00:00:00.000Z');
    expect(staffRecordLink('MD-0001')).toBe('/admin/staff?q=MD-0001');
  });
});

describe('requestsCsv', () => {
  it('exports one row per request with workers joined by ; and Riyadh dates', () => {
    const request = toAdminRequest('r1', {
      trackingCode: 'R-7KQ4-M2',
      refCodes: ['MD-0001', 'DR-0002'],
      name: 'Umm Faisal',
      phone: '+966501234567',
      email: null,
      message: '@mention me',
      locale: 'ar',
      status: 'new',
      history: [],
      createdAt: at('2026-11-20T09:30:00Z'),
      updatedAt: at('2026-11-21T09:30:00Z'),
    });
    expect(requestsCsv([request])).toBe(
      "\uFEFFtrackingCode,status,createdAt,updatedAt,name,phone,email,refCodes,message,locale\r\nR-7KQ4-M2,new,2026-11-20 12:30,2026-11-21 12:30,Umm Faisal,'+966501234567,,MD-0001;DR-0002,'@mention me,ar\r\n",
    );
  });
});
