import { describe, expect, it } from 'vitest';
import { familyWhatsAppLink, familyWhatsAppNumber, replyGreeting } from './familyReply';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}(${Object.values(options).join('|')})` : key;

describe('familyWhatsAppNumber', () => {
  it('turns Saudi mobiles into 9665… whatever the digits and spacing', () => {
    expect(familyWhatsAppNumber('0501234567')).toBe('966501234567');
    expect(familyWhatsAppNumber('٠٥٠١٢٣٤٥٦٧')).toBe('966501234567');
    expect(familyWhatsAppNumber('۰۵۰ ۱۲۳ ۴۵۶۷')).toBe('966501234567');
    expect(familyWhatsAppNumber('050-123-4567')).toBe('966501234567');
    expect(familyWhatsAppNumber('501234567')).toBe('966501234567');
    expect(familyWhatsAppNumber('+966 50 123 4567')).toBe('966501234567');
    expect(familyWhatsAppNumber('00966501234567')).toBe('966501234567');
  });
  it('keeps other international numbers and refuses what cannot be a number', () => {
    expect(familyWhatsAppNumber('+63 917 123 4567')).toBe('639171234567');
    expect(familyWhatsAppNumber('12345')).toBeNull();
    expect(familyWhatsAppNumber('')).toBeNull();
    expect(familyWhatsAppNumber(null)).toBeNull();
  });
});

describe('replyGreeting', () => {
  it('names the family and, for a request, the tracking code and workers', () => {
    expect(
      replyGreeting({ name: ' أم  فيصل ', trackingCode: 'R-7KQ4-M2', refCodes: ['MD-0001', 'DR-0002'] }, t, '، '),
    ).toBe('cockpit.reply.helloName(أم فيصل) cockpit.reply.aboutRequestWorkers(R-7KQ4-M2|MD-0001، DR-0002)');
    expect(replyGreeting({ name: 'Sara' }, t, ', ')).toBe('cockpit.reply.helloName(Sara) cockpit.reply.aboutMessage');
    expect(replyGreeting({ name: '', trackingCode: 'R-7KQ4-M2', refCodes: [] }, t, ', ')).toBe(
      'cockpit.reply.hello cockpit.reply.aboutRequest(R-7KQ4-M2)',
    );
  });
  it('builds the wa.me link with the greeting as text', () => {
    const link = familyWhatsAppLink('٠٥٠١٢٣٤٥٦٧', 'مرحباً سارة');
    expect(link).toBe(`https://wa.me/966501234567?text=${encodeURIComponent('مرحباً سارة').replace(/%20/g, '+')}`);
    expect(familyWhatsAppLink('12', 'x')).toBeNull();
  });
});
