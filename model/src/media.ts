import type { Language } from './language.ts';
import { isOneOf, nonNegative, storedDate, text, type StoredData, type ToDate } from './stored.ts';
import { isStoragePathOf, safeUrl } from './urls.ts';

/** `media/{id}`: the media library; the public gallery is the active items. */
export const mediaTypes = ['image', 'video'] as const;
export type MediaType = (typeof mediaTypes)[number];
export const isMediaType = (value: unknown): value is MediaType => isOneOf(mediaTypes, value);

/**
 * Texts come in both languages: `title`/`description` are the English texts (their stored names are
 * older than the Arabic ones), `titleAr`/`descriptionAr` the Arabic ones (optional in storage: absent
 * reads as ''). A page shows the texts of its own language only (mediaTexts), never the other one.
 */
export interface MediaDoc<Time = unknown> {
  title: string;
  description: string;
  titleAr?: string;
  descriptionAr?: string;
  type: MediaType;
  url: string;
  storagePath: string | null;
  thumbnailUrl: string | null;
  isActive: boolean;
  displayOrder: number;
  updatedAt: Time;
}

/**
 * A media item as the app uses it: the stored fields with its id and a Date; the Arabic texts are ''
 * when the office has not written them yet; `storagePath` is inside `media/`, or null (seed media
 * served from the site have none).
 */
export interface MediaItem extends Required<MediaDoc<Date | null>> {
  id: string;
}

/**
 * The one media mapper. An unsafe or missing URL reads as '' (the admin still sees the item to fix or
 * delete it; `isShowable` keeps it off the public gallery); an unknown type reads as image.
 */
export function mediaFromStored(id: string, data: StoredData, toDate: ToDate = storedDate): MediaItem {
  return {
    id,
    title: text(data.title),
    description: text(data.description),
    titleAr: text(data.titleAr),
    descriptionAr: text(data.descriptionAr),
    type: isMediaType(data.type) ? data.type : 'image',
    url: safeUrl(data.url) ?? '',
    storagePath: isStoragePathOf('media', data.storagePath) ? data.storagePath : null,
    thumbnailUrl: safeUrl(data.thumbnailUrl),
    isActive: data.isActive === true,
    displayOrder: Math.floor(nonNegative(data.displayOrder)),
    updatedAt: toDate(data.updatedAt),
  };
}

/** Whether visitors may see the item: active, with a usable URL. */
export function isShowable(item: Pick<MediaItem, 'isActive' | 'url'>): boolean {
  return item.isActive && item.url !== '';
}

/** The title and description in one language (trimmed; '' when that language has none: no fallback to the other). */
export function mediaTexts(
  item: Pick<MediaItem, 'title' | 'description' | 'titleAr' | 'descriptionAr'>,
  language: Language,
): { title: string; description: string } {
  return language === 'ar'
    ? { title: item.titleAr.trim(), description: item.descriptionAr.trim() }
    : { title: item.title.trim(), description: item.description.trim() };
}

/** Image formats the site shows and storage.rules accept, by file extension (no SVG: an SVG can carry script). */
export const imageContentTypes: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
};
