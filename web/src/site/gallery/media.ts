/** A gallery item: the model's media item (`media/{id}`). */
export type { MediaItem } from '@household/model';

/** Splits a list into two carousel rows; the first row gets the rounded-up half. */
export function splitRows<T>(items: readonly T[]): [T[], T[]] {
  const firstLength = Math.ceil(items.length / 2);
  return [items.slice(0, firstLength), items.slice(firstLength)];
}
