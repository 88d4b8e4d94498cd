import { imageContentTypes } from '@household/model';
import type { MediaType } from './mediaModel';

/** Upload checks and Storage paths of the media library (docs/architecture.md#data-model). Pure. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export const megabyte = 1024 * 1024;
export const imageMaxBytes = 5 * megabyte;
export const videoMaxBytes = 50 * megabyte;
export const mediaAccept = 'image/*,video/*';

// No SVG: it can carry script (storage.rules refuse image/svg+xml too).
const imageExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif'];
const videoExtensions = ['mp4', 'mov', 'webm', 'm4v', 'ogv'];

export type MediaFileCheck =
  | { ok: true; type: MediaType; contentType: string }
  | { ok: false; reason: 'type' | 'videoFormat' | 'imageSize' | 'videoSize' };

/** Video formats the browsers of the gallery play and storage.rules accept. */
const videoContentTypes: Record<string, string> = {
  mp4: 'video/mp4',
  m4v: 'video/mp4',
  mov: 'video/quicktime',
  webm: 'video/webm',
};

/** The content type to store: the browser's, or one derived from the extension when the browser gives none. */
export function mediaContentType(file: Pick<FileLike, 'name' | 'type'>): string | null {
  if (file.type) return file.type;
  const ext = fileExtension(file.name);
  return videoContentTypes[ext] ?? imageContentTypes[ext] ?? null;
}

/** Lower-case extension without the dot, or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

/**
 * A file whose type starts with `video` is a video, otherwise an image. Files that
 * are neither an image nor a video (by type, or by extension when the browser gives no type) are refused.
 */
export function mediaTypeOf(file: Pick<FileLike, 'name' | 'type'>): MediaType | null {
  if (file.type.toLowerCase().startsWith('image/svg') || ['svg', 'svgz'].includes(fileExtension(file.name)))
    return null;
  if (file.type.startsWith('video')) return 'video';
  if (file.type.startsWith('image')) return 'image';
  if (file.type === '') {
    const ext = fileExtension(file.name);
    if (videoExtensions.includes(ext)) return 'video';
    if (imageExtensions.includes(ext)) return 'image';
  }
  return null;
}

/** Images at most 5 MB; videos MP4, MOV or WebM at most 50 MB (enforced in the UI and in storage.rules). */
export function checkMediaFile(file: FileLike): MediaFileCheck {
  const type = mediaTypeOf(file);
  const contentType = mediaContentType(file);
  if (type === null || contentType === null) return { ok: false, reason: 'type' };
  if (type === 'video' && !Object.values(videoContentTypes).includes(contentType))
    return { ok: false, reason: 'videoFormat' };
  if (type === 'image' && file.size > imageMaxBytes) return { ok: false, reason: 'imageSize' };
  if (type === 'video' && file.size > videoMaxBytes) return { ok: false, reason: 'videoSize' };
  return { ok: true, type, contentType };
}

/** A random file stem: 16 hex characters from `randomBytes` (crypto.getRandomValues in the app). */
export function randomStem(randomBytes: (length: number) => Uint8Array): string {
  return [...randomBytes(8)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** `media/{random}.{ext}`; the extension comes from the file name, or from the type when it has none. */
export function mediaStoragePath(stem: string, file: Pick<FileLike, 'name' | 'type'>): string {
  const fromName = fileExtension(file.name).replace(/[^a-z0-9]/g, '');
  const fromType = (file.type.split('/')[1] ?? '').replace(/[^a-z0-9]/g, '');
  const ext = fromName || (fromType === 'quicktime' ? 'mov' : fromType === 'jpeg' ? 'jpg' : fromType) || 'bin';
  return `media/${stem}.${ext}`;
}

/** Default title of an uploaded file: its name without extension, separators as spaces. */
export function titleFromFileName(name: string): string {
  const dot = name.lastIndexOf('.');
  const stem = dot > 0 ? name.slice(0, dot) : name;
  return stem.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** displayOrder for the next new item: current max + 1 (0 for an empty library). */
export function nextDisplayOrder(items: readonly { displayOrder: number }[]): number {
  return items.reduce((max, item) => Math.max(max, item.displayOrder), -1) + 1;
}

export interface OrderUpdate {
  id: string;
  displayOrder: number;
}

/**
 * Moves the item at `index` one place up (-1) or down (+1) in a list sorted by displayOrder and
 * returns the displayOrder writes. Distinct neighbours swap values; when the orders are not
 * distinct (old data), the whole list is renumbered 0..n-1 in the new order.
 */
export function reorderPlan(
  items: readonly { id: string; displayOrder: number }[],
  index: number,
  direction: -1 | 1,
): OrderUpdate[] {
  const target = index + direction;
  const current = items[index];
  const neighbour = items[target];
  if (!current || !neighbour) return [];
  const orders = items.map((item) => item.displayOrder);
  const distinct = new Set(orders).size === orders.length;
  if (distinct) {
    return [
      { id: current.id, displayOrder: neighbour.displayOrder },
      { id: neighbour.id, displayOrder: current.displayOrder },
    ];
  }
  const moved = [...items];
  moved[index] = neighbour;
  moved[target] = current;
  return moved
    .filter((item, position) => item.displayOrder !== position)
    .map((item) => ({ id: item.id, displayOrder: moved.indexOf(item) }));
}

/** Human-readable size, e.g. `1.5 MB`. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < megabyte) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / megabyte).toFixed(1)} MB`;
}
