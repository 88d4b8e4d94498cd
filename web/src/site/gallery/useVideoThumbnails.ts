import { useEffect, useState } from 'react';
import { generateThumbnail } from './generateThumbnail';
import type { MediaItem } from './media';
import { planThumbnailBatches, thumbnailBatchGapMs } from './thumbnailPlan';

/** id -> generated data URL, or null when generation failed (the placeholder stays). */
export type GeneratedThumbnails = Record<string, string | null>;

const wait = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Generates thumbnails for videos that have none: 3 at a time, 100 ms apart, 500 ms between
 * batches. Generated once per video id for the life of the gallery.
 */
export function useVideoThumbnails(videos: readonly MediaItem[]): GeneratedThumbnails {
  const [thumbnails, setThumbnails] = useState<GeneratedThumbnails>({});
  const pendingKey = videos
    .filter((video) => !video.thumbnailUrl)
    .map((video) => `${video.id}\u0000${video.url}`)
    .sort()
    .join('\u0001');

  useEffect(() => {
    if (!pendingKey) return;
    let cancelled = false;
    const pending = pendingKey.split('\u0001').map((entry) => {
      const [id, url] = entry.split('\u0000');
      return { id: id!, url: url! };
    });
    void (async () => {
      const batches = planThumbnailBatches(pending);
      for (const [index, batch] of batches.entries()) {
        if (cancelled) return;
        if (index > 0) await wait(thumbnailBatchGapMs);
        await Promise.all(
          batch.map(async ({ item, offsetMs }) => {
            await wait(offsetMs);
            if (cancelled) return;
            const result = await generateThumbnail(item.url);
            if (!cancelled) setThumbnails((current) => ({ ...current, [item.id]: result }));
          }),
        );
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [pendingKey]);

  return thumbnails;
}
