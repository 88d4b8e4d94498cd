import { describe, expect, it } from 'vitest';
import { probeVideoPlayback, type ProbeDeps, type ProbeVideo } from './videoPlayback';

/** A stand-in `<video>` that answers the way a browser does once its `src` is set. */
function fakeVideo(answer: { event: 'loadedmetadata' | 'error'; width?: number } | null) {
  const revoked: string[] = [];
  const target = new EventTarget() as ProbeVideo;
  let src = '';
  Object.assign(target, {
    preload: '',
    muted: false,
    videoWidth: 0,
    removeAttribute: () => {
      src = '';
    },
    load: () => undefined,
  });
  Object.defineProperty(target, 'src', {
    get: () => src,
    set: (value: string) => {
      src = value;
      if (!answer) return;
      target.videoWidth = answer.width ?? 0;
      queueMicrotask(() => target.dispatchEvent(new Event(answer.event)));
    },
  });
  const deps: ProbeDeps = {
    createVideo: () => target,
    createUrl: () => 'blob:local',
    revokeUrl: (url) => revoked.push(url),
  };
  return { deps, revoked };
}

const file = new Blob(['x'], { type: 'video/quicktime' });

describe('probeVideoPlayback', () => {
  it('plays when the browser finds a picture', async () => {
    const { deps, revoked } = fakeVideo({ event: 'loadedmetadata', width: 1280 });
    await expect(probeVideoPlayback(file, 1000, deps)).resolves.toBe('plays');
    expect(revoked).toEqual(['blob:local']);
  });

  it('cannot play on a media error, or with no picture stream (an HEVC .mov in Chrome)', async () => {
    await expect(probeVideoPlayback(file, 1000, fakeVideo({ event: 'error' }).deps)).resolves.toBe('cannotPlay');
    await expect(probeVideoPlayback(file, 1000, fakeVideo({ event: 'loadedmetadata', width: 0 }).deps)).resolves.toBe(
      'cannotPlay',
    );
  });

  it('says unknown (no warning) when the browser never answers', async () => {
    const { deps, revoked } = fakeVideo(null);
    await expect(probeVideoPlayback(file, 5, deps)).resolves.toBe('unknown');
    expect(revoked).toEqual(['blob:local']);
  });
});
