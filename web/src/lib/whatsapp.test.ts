import { describe, expect, it } from 'vitest';
import { buildWhatsAppLink, normalizeWhatsAppNumber, pickWhatsAppNumber, whatsAppLinkFromSettings } from './whatsapp';

describe('normalizeWhatsAppNumber', () => {
  it('keeps digits only', () => {
    expect(normalizeWhatsAppNumber('+966 50-123 4567')).toBe('966501234567');
  });

  it('reads Arabic-Indic digits instead of dropping them', () => {
    expect(normalizeWhatsAppNumber('٠٥٠١٢٣٤٥٦٧')).toBe('966501234567');
  });

  it('turns a 10-digit 05 Saudi mobile into 9665', () => {
    expect(normalizeWhatsAppNumber('0501234567')).toBe('966501234567');
    expect(normalizeWhatsAppNumber('050 123 4567')).toBe('966501234567');
  });

  it('drops the 00 international prefix', () => {
    expect(normalizeWhatsAppNumber('00966501234567')).toBe('966501234567');
    expect(normalizeWhatsAppNumber('0063 917 123 4567')).toBe('639171234567');
  });

  it('drops a leading 0 of other local numbers with 9 or more digits', () => {
    expect(normalizeWhatsAppNumber('0112345678')).toBe('112345678');
    expect(normalizeWhatsAppNumber('012345678')).toBe('12345678');
  });

  it('leaves short and empty input alone', () => {
    expect(normalizeWhatsAppNumber('0123')).toBe('0123');
    expect(normalizeWhatsAppNumber(null)).toBe('');
  });
});

describe('pickWhatsAppNumber', () => {
  it('prefers the WhatsApp number, then the contact phone, then none (never a placeholder number)', () => {
    expect(pickWhatsAppNumber({ whatsappNumber: '966511111111', contactPhone: '0522222222' })).toBe('966511111111');
    expect(pickWhatsAppNumber({ whatsappNumber: '', contactPhone: '0522222222' })).toBe('966522222222');
    expect(pickWhatsAppNumber({ whatsappNumber: null, contactPhone: null })).toBeNull();
    expect(pickWhatsAppNumber({ whatsappNumber: '12-34', contactPhone: '  ' })).toBeNull();
    expect(pickWhatsAppNumber(undefined)).toBeNull();
  });

  it('gives no chat link without a number, so the buttons hide', () => {
    expect(whatsAppLinkFromSettings({ whatsappNumber: null, contactPhone: null }, 'Hello')).toBeUndefined();
    expect(whatsAppLinkFromSettings(undefined)).toBeUndefined();
  });
});

describe('buildWhatsAppLink', () => {
  it('builds a wa.me link with the prefilled text encoded', () => {
    expect(buildWhatsAppLink('0501234567', 'Hello & مرحبا')).toBe(
      'https://wa.me/966501234567?text=Hello+%26+%D9%85%D8%B1%D8%AD%D8%A8%D8%A7',
    );
  });

  it('omits the text parameter when there is no text', () => {
    expect(buildWhatsAppLink('966501234567')).toBe('https://wa.me/966501234567');
    expect(whatsAppLinkFromSettings({ whatsappNumber: '966501234567' }, '  ')).toBe('https://wa.me/966501234567');
  });
});
