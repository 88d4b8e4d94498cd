/**
 * Pure scheduling and geometry of the client-side video thumbnails: 3 videos at a
 * time, 100 ms stagger inside a batch, 500 ms between batches; seek to the smaller of 1 s and 5% of
 * the duration; JPEG quality 0.7; 320x240 when the video reports no size; 5 s time-out.
 */
export const thumbnailBatchSize = 3;
export const thumbnailStaggerMs = 100;
export const thumbnailBatchGapMs = 500;
export const thumbnailTimeoutMs = 5000;
export const thumbnailJpegQuality = 0.7;
export const thumbnailFallbackSize = { width: 320, height: 240 } as const;

export interface ScheduledThumbnail<T> {
  item: T;
  batch: number;
  /** Delay from the start of its batch. */
  offsetMs: number;
}

/** Groups items into batches of `size`, each item `stagger` ms after the previous one in its batch. */
export function planThumbnailBatches<T>(
  items: readonly T[],
  size = thumbnailBatchSize,
  stagger = thumbnailStaggerMs,
): ScheduledThumbnail<T>[][] {
  const batches: ScheduledThumbnail<T>[][] = [];
  items.forEach((item, index) => {
    const batch = Math.floor(index / size);
    (batches[batch] ??= []).push({ item, batch, offsetMs: (index % size) * stagger });
  });
  return batches;
}

/** Where to grab the frame: min(1 s, 5% of the duration); 0 for an unknown or broken duration. */
export function thumbnailSeekTime(durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return 0;
  return Math.min(1, durationSeconds * 0.05);
}

/** The canvas size: the video's own size, or the 320x240 fallback when it reports none. */
export function thumbnailSize(videoWidth: number, videoHeight: number): { width: number; height: number } {
  if (videoWidth > 0 && videoHeight > 0) return { width: videoWidth, height: videoHeight };
  return { ...thumbnailFallbackSize };
}
