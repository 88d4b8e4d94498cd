import { describe, expect, it } from 'vitest';
import {
  contactMessageFromStored,
  contentFromStored,
  dashboardStatsFromStored,
  isShowable,
  mediaFromStored,
  notificationFromStored,
  reviewFromStored,
  siteSettingsFromStored,
  staffFromStored,
  storedDate,
} from './index.ts';

const at = new Date('2026-01-02T03:04:05Z');
const timestamp = { toDate: () => at };

describe('staffFromStored', () => {
  it('maps a stored document, converting Timestamps through the converter', () => {
    const staff = staffFromStored('s1', {
      refCode: 'MD-1',
      name: 'Joy',
      type: 'Nanny',
      status: 'active',
      country: 'KE',
      experienceYears: 7,
      descriptionEn: 'e',
      descriptionAr: 'ع',
      transferable: true,
      showPhoto: true,
      photoPath: 'staff-photos/s1.jpg',
      cvPath: 'cvs/s1.pdf',
      createdAt: timestamp,
      updatedAt: null,
    });
    expect(staff).toMatchObject({
      id: 's1',
      type: 'Nanny',
      status: 'active',
      country: 'KE',
      experienceYears: 7,
      photoPath: 'staff-photos/s1.jpg',
      cvPath: 'cvs/s1.pdf',
      createdAt: at,
      updatedAt: null,
    });
  });

  it('reads unknown or hostile values safely: one status fallback (inactive), paths outside their folder dropped', () => {
    const staff = staffFromStored('s2', {
      type: 'Butler',
      status: 'hired',
      country: 'XX',
      experienceYears: -3,
      photoPath: 'cvs/s2.jpg',
      cvPath: '../x',
      transferable: 'yes',
    });
    expect(staff).toMatchObject({
      type: 'Maid',
      status: 'inactive',
      country: null,
      experienceYears: 0,
      photoPath: null,
      cvPath: null,
      transferable: false,
      name: '',
      createdAt: null,
    });
  });

  it('uses an injected converter', () => {
    const staff = staffFromStored('s3', { createdAt: 'x' }, () => at);
    expect(staff.createdAt).toBe(at);
  });

  it('carries reservedUntil as a Date, null when absent or not a time', () => {
    expect(staffFromStored('s4', { reservedUntil: timestamp }).reservedUntil).toEqual(at);
    expect(staffFromStored('s5', {}).reservedUntil).toBeNull();
    expect(staffFromStored('s6', { reservedUntil: 'next week' }).reservedUntil).toBeNull();
    expect(staffFromStored('s7', { reservedUntil: null }).reservedUntil).toBeNull();
  });
});

describe('other mappers', () => {
  it('contact messages', () => {
    expect(contactMessageFromStored('m', { status: 'spam', locale: 'fr', phone: '  ' })).toMatchObject({
      status: 'unread',
      locale: null,
      phone: null,
    });
    expect(contactMessageFromStored('m', { status: 'replied', locale: 'ar' })).toMatchObject({
      status: 'replied',
      locale: 'ar',
    });
  });

  it('reviews clamp the rating', () => {
    expect(reviewFromStored('r', { rating: 9 }).rating).toBe(5);
    expect(reviewFromStored('r', { rating: -1 }).rating).toBe(1);
    expect(reviewFromStored('r', { rating: 'x', approved: 'true' })).toMatchObject({ rating: 5, approved: false });
  });

  it('content of unknown sections or keys is no content', () => {
    expect(contentFromStored('home_title', { section: 'home', fieldKey: 'title', en: 'Hi', ar: 'أهلا' })).toMatchObject(
      { en: 'Hi' },
    );
    expect(contentFromStored('x', { section: 'secret', fieldKey: 'a' })).toBeNull();
    expect(contentFromStored('x', { section: 'home', fieldKey: 'a b' })).toBeNull();
  });

  it('media: unsafe URL reads as empty and is not showable; storage path stays in media/', () => {
    const bad = mediaFromStored('x', {
      url: 'javascript:1',
      type: 'gif',
      isActive: true,
      storagePath: 'cvs/a.pdf',
      displayOrder: 2.7,
    });
    expect(bad).toMatchObject({ url: '', type: 'image', storagePath: null, displayOrder: 2 });
    expect(isShowable(bad)).toBe(false);
    const good = mediaFromStored('y', {
      url: '/media/a.jpg',
      type: 'video',
      isActive: true,
      storagePath: 'media/a.mp4',
    });
    expect(isShowable(good)).toBe(true);
    expect(good.storagePath).toBe('media/a.mp4');
  });

  it('site settings: absent is null, unsafe images and non-https review link dropped', () => {
    const settings = siteSettingsFromStored({
      logoUrl: 'javascript:x',
      heroImageUrl: '/hero.jpg',
      externalReviewUrl: 'http://g.page',
      whatsappNumber: ' 966500000000 ',
      extra: 'x',
    });
    expect(settings).toMatchObject({
      logoUrl: null,
      heroImageUrl: '/hero.jpg',
      externalReviewUrl: null,
      whatsappNumber: '966500000000',
      contactPhone: null,
    });
    expect(settings).not.toHaveProperty('extra');
    expect(siteSettingsFromStored(undefined).logoUrl).toBeNull();
  });

  it('notifications follow only in-portal links', () => {
    expect(notificationFromStored('n', { link: '/admin/messages' }).link).toBe('/admin/messages');
    expect(notificationFromStored('n', { link: 'https://evil.example' }).link).toBeNull();
    expect(notificationFromStored('n', { link: '/administrator' }).link).toBeNull();
  });

  it('notifications carry their structured data, or null for older ones', () => {
    expect(notificationFromStored('n', { title: 'New message from A' }).data).toBeNull();
    expect(
      notificationFromStored('n', {
        kind: 'request',
        data: { name: ' أم فيصل ', trackingCode: 'R-AB12-C3', refCodes: ['MD-0001', 7, 'DR-0002'], subject: '' },
      }).data,
    ).toEqual({ name: 'أم فيصل', subject: null, trackingCode: 'R-AB12-C3', refCodes: ['MD-0001', 'DR-0002'] });
  });

  it('dashboard stats', () => {
    expect(dashboardStatsFromStored(undefined)).toBeNull();
    expect(dashboardStatsFromStored({ totalStaff: 3.9, unreadMessages: -1, updatedAt: timestamp })).toMatchObject({
      counts: { totalStaff: 3, unreadMessages: 0, totalMedia: 0 },
      updatedAt: at,
    });
  });

  it('storedDate accepts Timestamps and Dates only', () => {
    expect(storedDate(timestamp)).toBe(at);
    expect(storedDate(at)).toBe(at);
    expect(storedDate(new Date('nope'))).toBeNull();
    expect(storedDate('2026-01-01')).toBeNull();
  });
});
