import { type Language } from '@household/model';
import type { SiteSettings } from '@/lib/siteSettings/siteSettings';
import { pickWhatsAppNumber } from '@/lib/whatsapp';

/**
 * The office facts (`settings/site`, issue 29) in the reader's language: the footer, the contact page and
 * the home page's structured data read them here. A text entered in one language only is shown in both
 * (an address or hours are better in the other language than missing). Pure.
 */
type Facts = Pick<SiteSettings, 'officeHoursEn' | 'officeHoursAr' | 'addressEn' | 'addressAr' | 'mapUrl'>;

export function officeAddress(settings: Facts, language: Language): string | null {
  return language === 'ar' ? (settings.addressAr ?? settings.addressEn) : (settings.addressEn ?? settings.addressAr);
}

export function officeHours(settings: Facts, language: Language): string | null {
  return language === 'ar'
    ? (settings.officeHoursAr ?? settings.officeHoursEn)
    : (settings.officeHoursEn ?? settings.officeHoursAr);
}

/**
 * A plain https maps link (no embedded map, no script): the one the office entered, else a map search for
 * the address; null without either.
 */
export function officeMapUrl(settings: Facts): string | null {
  if (settings.mapUrl) return settings.mapUrl;
  const address = settings.addressEn ?? settings.addressAr;
  if (!address) return null;
  const url = new URL('https://www.google.com/maps/search/');
  url.searchParams.set('api', '1');
  url.searchParams.set('query', address);
  return url.toString();
}

type Phones = Pick<SiteSettings, 'contactPhone' | 'whatsappNumber' | 'hotline'>;

/** The office's general phone: the one entered, else the WhatsApp number dialled; null without either. */
export function officePhone(settings: Phones): string | null {
  const whatsappNumber = pickWhatsAppNumber(settings);
  return settings.contactPhone ?? (whatsappNumber ? `+${whatsappNumber}` : null);
}

/**
 * The number a family calls in an emergency: the hotline the office set for it (the footer and contact page
 * show it too), else the general phone; null without any.
 */
export function emergencyPhone(settings: Phones): string | null {
  return settings.hotline ?? officePhone(settings);
}
