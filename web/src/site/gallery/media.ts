/** A gallery item: the model's media item (`media/{id}`). */
export type { MediaItem } from '@household/model';

/** Splits a list into two carousel rows; the first row gets the rounded-up half. */
export function splitRows<T>(items: readonly T[]): [T[], T[]] {
  const firstLength = Math.ceil(items.length / 2);
  return [items.slice(0, firstLength), items.slice(firstLength)];
}

/** Fisher-Yates shuffle into a new array; `random` is injectable for tests. */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
