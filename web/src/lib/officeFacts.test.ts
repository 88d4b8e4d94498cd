import { describe, expect, it } from 'vitest';
import { emergencyPhone, officeAddress, officeHours, officeMapUrl, officePhone } from './officeFacts';

const none = { officeHoursEn: null, officeHoursAr: null, addressEn: null, addressAr: null, mapUrl: null };

describe('office facts', () => {
  it('shows the reader language, else the other one, else nothing', () => {
    const facts = { ...none, addressEn: 'King Fahd Road, Riyadh', addressAr: 'طريق الملك فهد، الرياض' };
    expect(officeAddress(facts, 'ar')).toBe('طريق الملك فهد، الرياض');
    expect(officeAddress(facts, 'en')).toBe('King Fahd Road, Riyadh');
    expect(officeHours({ ...none, officeHoursEn: 'Sat-Thu 9-21' }, 'ar')).toBe('Sat-Thu 9-21');
    expect(officeAddress(none, 'en')).toBeNull();
  });

  it('links a plain https map: the entered one, else a search for the address, else none', () => {
    expect(officeMapUrl({ ...none, mapUrl: 'https://maps.app.goo.gl/abc' })).toBe('https://maps.app.goo.gl/abc');
    expect(officeMapUrl({ ...none, addressEn: 'Olaya St & 10th, Riyadh' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=Olaya+St+%26+10th%2C+Riyadh',
    );
    expect(officeMapUrl(none)).toBeNull();
  });

  it('calls the hotline in an emergency, else the general phone, else nothing (no invented number)', () => {
    const phones = { contactPhone: '+966 11 000 1111', whatsappNumber: '0501234567', hotline: '+966 55 999 0000' };
    expect(emergencyPhone(phones)).toBe('+966 55 999 0000');
    expect(officePhone(phones)).toBe('+966 11 000 1111');
    expect(emergencyPhone({ ...phones, hotline: null })).toBe('+966 11 000 1111');
    expect(emergencyPhone({ contactPhone: null, whatsappNumber: '0501234567', hotline: null })).toBe('+966501234567');
    expect(emergencyPhone({ contactPhone: null, whatsappNumber: null, hotline: null })).toBeNull();
  });
});
