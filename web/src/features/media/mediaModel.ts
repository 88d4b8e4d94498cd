/** A media library item (`media/{id}`, DESIGN.md section 5) as the admin page sees it. */
export type MediaType = 'image' | 'video';

export interface MediaItem {
  id: string;
  title: string;
  description: string;
  type: MediaType;
  url: string;
  storagePath: string | null;
  thumbnailUrl: string | null;
  isActive: boolean;
  displayOrder: number;
  updatedAt: Date | null;
}

/** Stored URLs are absolute http(s) (Storage download URLs) or site-relative (`/media/...`); anything else is not used. */
export function safeMediaUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  return /^https?:\/\//i.test(url) ? url : null;
}
