import { thumbnailJpegQuality, thumbnailSeekTime, thumbnailSize, thumbnailTimeoutMs } from './thumbnailPlan';

/**
 * Grabs one frame of a video into a JPEG data URL. Resolves null after the
 * 5 s time-out, on a load error or abort, or when the canvas is tainted (a cross-origin video
 * without CORS); the card then keeps its placeholder.
 */
export function generateThumbnail(url: string, timeoutMs = thumbnailTimeoutMs): Promise<string | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    let settled = false;
    const finish = (result: string | null) => {
      if (settled) return;
      settled = true;
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      resolve(result);
    };
    const timer = window.setTimeout(() => finish(null), timeoutMs);

    video.muted = true;
    video.playsInline = true;
    video.preload = 'metadata';
    video.crossOrigin = 'anonymous';
    video.addEventListener('loadedmetadata', () => {
      video.currentTime = thumbnailSeekTime(video.duration);
    });
    video.addEventListener('seeked', () => {
      try {
        const { width, height } = thumbnailSize(video.videoWidth, video.videoHeight);
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const context = canvas.getContext('2d');
        if (!context) return finish(null);
        context.drawImage(video, 0, 0, width, height);
        finish(canvas.toDataURL('image/jpeg', thumbnailJpegQuality));
      } catch {
        finish(null);
      }
    });
    video.addEventListener('error', () => finish(null));
    video.addEventListener('abort', () => finish(null));
    video.src = url;
  });
}
