import { describe, expect, it } from 'vitest';
import {
  validateOfficeFacts,
  imageExtension,
  isHttpsUrl,
  isPlainEmail,
  logoPath,
  maxImageBytes,
  normalizeWhatsappNumber,
  pageImagePath,
  validateCompanyDetails,
  validateImageFile,
  validatePasswordChange,
  validateWhatsappNumber,
  type CompanyDetailsInput,
} from './validation';

describe('WhatsApp number', () => {
  it('strips everything but digits', () => {
    expect(normalizeWhatsappNumber('+966 (50) 123-4567')).toBe('966501234567');
  });

  it('accepts 10 to 15 digits only', () => {
    expect(validateWhatsappNumber('+966 50 123 4567')).toEqual({ ok: true, digits: '966501234567' });
    expect(validateWhatsappNumber('0501234567')).toEqual({ ok: true, digits: '0501234567' });
    expect(validateWhatsappNumber('123456789012345')).toEqual({ ok: true, digits: '123456789012345' });
    expect(validateWhatsappNumber('123456789')).toEqual({ ok: false });
    expect(validateWhatsappNumber('1234567890123456')).toEqual({ ok: false });
    expect(validateWhatsappNumber('abc')).toEqual({ ok: false });
    expect(validateWhatsappNumber('٩٦٦٥٠١٢٣٤٥٦٧')).toEqual({ ok: true, digits: '966501234567' });
    expect(validateWhatsappNumber('+۹۶۶ ۵۰ ۱۲۳ ۴۵۶۷')).toEqual({ ok: true, digits: '966501234567' });
    expect(validateWhatsappNumber('٠٥٠١٢٣٤٥٦')).toEqual({ ok: false });
  });
});

describe('image files', () => {
  it('accepts images up to 5 MB', () => {
    expect(validateImageFile({ type: 'image/png', size: maxImageBytes })).toBeNull();
  });

  it('rejects other types and bigger files', () => {
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe('notImage');
    expect(validateImageFile({ type: '', size: 10 })).toBe('notImage');
    expect(validateImageFile({ type: 'image/svg+xml', size: 10, name: 'logo.svg' })).toBe('svg');
    expect(validateImageFile({ type: 'image/png', size: 10, name: 'logo.SVG' })).toBe('svg');
    expect(validateImageFile({ type: 'image/png', size: 10, name: 'logo.png' })).toBeNull();
    expect(validateImageFile({ type: 'image/jpeg', size: maxImageBytes + 1 })).toBe('tooLarge');
  });

  it('builds never-overwriting paths', () => {
    expect(pageImagePath('heroImageUrl', 1700000000000, 'png')).toBe('page-images/heroImageUrl-1700000000000.png');
    expect(logoPath(1700000000000, 'jpg')).toBe('logos/1700000000000.jpg');
  });

  it('takes a safe extension from the name or the type', () => {
    expect(imageExtension({ name: 'Logo.PNG', type: 'image/png' })).toBe('png');
    expect(imageExtension({ name: 'photo', type: 'image/jpeg' })).toBe('jpg');
    expect(imageExtension({ name: 'x.tar/../y', type: 'image/unknown' })).toBe('img');
  });
});

describe('validatePasswordChange', () => {
  const ok = { currentPassword: 'admin123', newPassword: 'secret99', confirmPassword: 'secret99' };

  it('accepts matching passwords of 6 or more characters', () => {
    expect(validatePasswordChange(ok)).toBeNull();
  });

  it('needs all three fields, a match and 6 characters', () => {
    expect(validatePasswordChange({ ...ok, currentPassword: '' })).toBe('required');
    expect(validatePasswordChange({ ...ok, confirmPassword: 'other99' })).toBe('mismatch');
    expect(validatePasswordChange({ ...ok, newPassword: 'abc', confirmPassword: 'abc' })).toBe('tooShort');
  });
});

describe('company details', () => {
  const blank: CompanyDetailsInput = {
    licenseNumber: '',
    contactPhone: '',
    companyEmail: '',
    companyAboutEn: '',
    companyAboutAr: '',
    externalReviewUrl: '',
    notificationEmail: '',
  };

  it('stores blanks as null', () => {
    expect(validateCompanyDetails(blank)).toEqual({
      ok: true,
      value: {
        licenseNumber: null,
        contactPhone: null,
        companyEmail: null,
        companyAboutEn: null,
        companyAboutAr: null,
        externalReviewUrl: null,
        notificationEmail: null,
      },
    });
  });

  it('accepts valid values, trimmed', () => {
    const result = validateCompanyDetails({
      ...blank,
      licenseNumber: ' HRSD-1 ',
      contactPhone: '+966 50 123 4567',
      externalReviewUrl: 'https://g.page/r/x',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { licenseNumber: 'HRSD-1', contactPhone: '+966 50 123 4567', externalReviewUrl: 'https://g.page/r/x' },
    });
  });

  it('accepts an office phone typed in Arabic-Indic digits and stores ASCII digits', () => {
    expect(validateCompanyDetails({ ...blank, contactPhone: '+٩٦٦ ٥٠ ١٢٣ ٤٥٦٧' })).toMatchObject({
      ok: true,
      value: { contactPhone: '+966 50 123 4567' },
    });
    expect(validateCompanyDetails({ ...blank, contactPhone: '\u200F۰۵۰۱۲۳۴۵۶۷' })).toMatchObject({
      ok: true,
      value: { contactPhone: '0501234567' },
    });
    expect(validateCompanyDetails({ ...blank, contactPhone: 'اتصل ٠٥٠' })).toMatchObject({
      ok: false,
      problems: { contactPhone: 'invalidPhone' },
    });
  });

  it('rejects a bad e-mail, phone or a non-https link', () => {
    expect(
      validateCompanyDetails({
        ...blank,
        companyEmail: 'x@',
        contactPhone: 'call me',
        externalReviewUrl: 'javascript:alert(1)',
        notificationEmail: 'a b@c.d',
      }),
    ).toEqual({
      ok: false,
      problems: {
        companyEmail: 'invalidEmail',
        contactPhone: 'invalidPhone',
        externalReviewUrl: 'invalidUrl',
        notificationEmail: 'invalidEmail',
      },
    });
    expect(isHttpsUrl('http://example.com')).toBe(false);
    expect(isHttpsUrl('https://example.com/reviews')).toBe(true);
  });
});

describe('company e-mail (trust rules)', () => {
  it('refuses parameters and odd characters the public mailto: link would carry', () => {
    for (const email of [
      'info@office.sa?subject=hi',
      'info@office.sa?cc=x@evil.example',
      'a,b@office.sa',
      '"a"@office.sa',
      'info@office',
      'info@office.sa&bcc=x@y.z',
    ]) {
      expect(isPlainEmail(email), email).toBe(false);
    }
    expect(isPlainEmail('info@office-riyadh.sa')).toBe(true);
  });
});

describe('validateOfficeFacts', () => {
  const input = {
    officeHoursEn: ' Sat-Thu 9:00-21:00 ',
    officeHoursAr: '',
    hotline: '٠١١ ٠٠٠ ٠٠٠٠',
    addressEn: 'King Fahd Road, Riyadh',
    addressAr: '',
    mapUrl: '',
    defaultLanguage: 'ar' as const,
  };

  it('trims, stores blanks as null, reads Arabic-Indic digits and keeps the default language', () => {
    expect(validateOfficeFacts(input)).toEqual({
      ok: true,
      value: {
        officeHoursEn: 'Sat-Thu 9:00-21:00',
        officeHoursAr: null,
        hotline: '011 000 0000',
        addressEn: 'King Fahd Road, Riyadh',
        addressAr: null,
        mapUrl: null,
        defaultLanguage: 'ar',
      },
    });
  });

  it('names a bad hotline and a map link that is not https', () => {
    expect(validateOfficeFacts({ ...input, hotline: '+', mapUrl: 'javascript:alert(1)' })).toEqual({
      ok: false,
      problems: { hotline: 'invalidPhone', mapUrl: 'invalidUrl' },
    });
  });
});
