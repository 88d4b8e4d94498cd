import { startTransition, useEffect, useMemo, useState } from 'react';
import 'react-multi-carousel/lib/styles.css';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/useLanguage';
import { PlayIcon } from '@/components/icons';
import { fetchActiveMedia } from './api/galleryApi';
import { GalleryRow } from './GalleryRow';
import { LazyImage } from './LazyImage';
import { splitRows, type MediaItem } from './media';
import { mediaTexts } from '@household/model';
import { useVideoThumbnails } from './useVideoThumbnails';
import { useNearViewport } from '@/site/lib/useNearViewport';
import { usePrerendered } from '@/lib/prerender/PrerenderData';
import { prerenderKeys } from '@/lib/prerender/keys';
import { VideoDialog } from './VideoDialog';
import './gallery.css';

const videoGroupNearOptions = { rootMargin: '200px' };
const noVideos: MediaItem[] = [];

type LoadState = { status: 'loading' } | { status: 'loaded'; items: MediaItem[] };

/**
 * The photo and video gallery: the active `media` documents, images and videos
 * each in two draggable rows with counts, in the office's display order (the media admin's order, the
 * same on every load), titles and descriptions in the page language. Loaded lazily
 * by GallerySection, so react-player and react-multi-carousel are not in the home first load.
 */
export default function Gallery() {
  const { t } = useTranslation('public');
  const language = useLanguage();
  // A pre-rendered home page carries the media (site/server/routeData.ts): no read, no Firestore in the browser.
  const prerendered = usePrerendered<MediaItem[]>(prerenderKeys.media);
  const [state, setState] = useState<LoadState>(
    prerendered ? { status: 'loaded', items: prerendered } : { status: 'loading' },
  );
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const loaded = state.status === 'loaded';

  useEffect(() => {
    if (loaded) return;
    let active = true;
    fetchActiveMedia()
      // A transition: the two carousels render in slices, not one long task.
      .then((items) => active && startTransition(() => setState({ status: 'loaded', items })))
      .catch((error: unknown) => {
        console.error('Failed to fetch media', error);
        if (active) setState({ status: 'loaded', items: [] });
      });
    return () => {
      active = false;
    };
  }, [loaded]);

  // The office's display order (the read and the pre-renderer both order by displayOrder).
  const { images, videos } = useMemo(() => {
    const items = state.status === 'loaded' ? state.items : [];
    return {
      images: items.filter((item) => item.type === 'image'),
      videos: items.filter((item) => item.type === 'video'),
    };
  }, [state]);
  // Thumbnails are drawn from the videos themselves (a download and a canvas each): only once the
  // video rows come near the viewport, not while the visitor is still reading the top of the page.
  const [videoGroupRef, videoGroupNear] = useNearViewport<HTMLDivElement>(videoGroupNearOptions);
  const generated = useVideoThumbnails(videoGroupNear ? videos : noVideos);
  const rtl = language === 'ar';

  if (state.status === 'loading') {
    return (
      <div className="gallery-skeleton" aria-busy="true">
        <span className="visually-hidden">{t('gallery.loading')}</span>
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="skeleton gallery-skeleton__card" />
        ))}
      </div>
    );
  }

  if (images.length === 0 && videos.length === 0) {
    return <p className="muted gallery-empty">{t('gallery.empty')}</p>;
  }

  const imageRows = splitRows(images);
  const videoRows = splitRows(videos);

  return (
    <div className="gallery" data-testid="gallery">
      {images.length > 0 ? (
        <div className="gallery-group">
          <GroupTitle title={t('gallery.images')} count={images.length} testId="gallery-image-count" />
          {imageRows.map((row, index) => (
            <GalleryRow
              key={`images-${language}-${index}`}
              label={t('gallery.rowLabel', { kind: t('gallery.images'), row: index + 1 })}
              rtl={rtl}
            >
              {row.map((image) => {
                const { title, description } = mediaTexts(image, language);
                return (
                  <figure key={image.id} className="gallery-card">
                    <LazyImage src={image.url} alt={description || title || t('gallery.imageAlt')} />
                    {title ? <figcaption>{title}</figcaption> : null}
                  </figure>
                );
              })}
            </GalleryRow>
          ))}
        </div>
      ) : null}
      {videos.length > 0 ? (
        <div className="gallery-group" ref={videoGroupRef}>
          <GroupTitle title={t('gallery.videos')} count={videos.length} testId="gallery-video-count" />
          {/* The video rows render when they come near the viewport: two more carousels at load were
              about 60 ms of main thread on this machine's Arabic home page (x4 on a phone). */}
          {!videoGroupNear ? <div className="gallery-rows-placeholder" aria-hidden="true" /> : null}
          {(videoGroupNear ? videoRows : []).map((row, index) => (
            <GalleryRow
              key={`videos-${language}-${index}`}
              label={t('gallery.rowLabel', { kind: t('gallery.videos'), row: index + 1 })}
              rtl={rtl}
            >
              {row.map((video) => {
                const thumbnail = video.thumbnailUrl ?? generated[video.id] ?? null;
                const named = mediaTexts(video, language).title;
                const title = named || t('gallery.playVideo');
                return (
                  <div key={video.id} className="gallery-card">
                    <button
                      type="button"
                      className="gallery-video"
                      aria-label={named ? t('gallery.play', { title: named }) : title}
                      onClick={() => setSelected(video)}
                      data-testid="gallery-video"
                    >
                      {thumbnail ? (
                        <LazyImage src={thumbnail} alt="" />
                      ) : (
                        <div className="gallery-video__placeholder" data-testid="video-placeholder" />
                      )}
                      <span className="gallery-video__play">
                        <PlayIcon size={28} />
                      </span>
                    </button>
                    <p className="gallery-card__caption">{title}</p>
                  </div>
                );
              })}
            </GalleryRow>
          ))}
        </div>
      ) : null}
      <VideoDialog video={selected} onClose={() => setSelected(null)} />
    </div>
  );
}

/** A group's heading with its count ("Images 12"). */
function GroupTitle({ title, count, testId }: { title: string; count: number; testId: string }) {
  return (
    <h3 className="gallery-group__title">
      {title}{' '}
      <span className="gallery-count" data-testid={testId}>
        {count}
      </span>
    </h3>
  );
}
