/**
 * Whether this browser can play a chosen video file, asked before it is uploaded (issue 40: a `.mov` the
 * visitors' browsers cannot play, such as an iPhone's HEVC video, used to end in "cannot play" in the
 * gallery, and nobody knew until a family tried). The file's metadata is loaded from a local object URL
 * (nothing leaves the computer): a picture size means it plays; a media error, or a file with no picture
 * stream, means it does not; no answer within `timeoutMs` is `unknown` (no warning).
 */
export type VideoPlayback = 'plays' | 'cannotPlay' | 'unknown';

/** The part of a `<video>` element the probe uses (a fake one in unit tests). */
export interface ProbeVideo extends EventTarget {
  preload: string;
  muted: boolean;
  src: string;
  videoWidth: number;
  removeAttribute(name: string): void;
  load(): void;
}

export interface ProbeDeps {
  createVideo: () => ProbeVideo;
  createUrl: (file: Blob) => string;
  revokeUrl: (url: string) => void;
}

const browserDeps = (): ProbeDeps => ({
  createVideo: () => document.createElement('video'),
  createUrl: (file) => URL.createObjectURL(file),
  revokeUrl: (url) => URL.revokeObjectURL(url),
});

export function probeVideoPlayback(
  file: Blob,
  timeoutMs = 8000,
  deps: ProbeDeps = browserDeps(),
): Promise<VideoPlayback> {
  return new Promise((resolve) => {
    const video = deps.createVideo();
    const url = deps.createUrl(file);
    const finish = (answer: VideoPlayback) => {
      clearTimeout(timer);
      video.removeEventListener('loadedmetadata', onMetadata);
      video.removeEventListener('error', onError);
      video.removeAttribute('src');
      video.load();
      deps.revokeUrl(url);
      resolve(answer);
    };
    const onMetadata = () => finish(video.videoWidth > 0 ? 'plays' : 'cannotPlay');
    const onError = () => finish('cannotPlay');
    video.addEventListener('loadedmetadata', onMetadata);
    video.addEventListener('error', onError);
    // Declared before any event can fire: the element loads only once `src` is set below.
    const timer = setTimeout(() => finish('unknown'), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.src = url;
  });
}
