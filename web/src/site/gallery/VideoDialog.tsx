import { useEffect, useRef, useState } from 'react';
import ReactPlayer from 'react-player';
import { useTranslation } from 'react-i18next';
import { trapTabKey } from '@/components/focusTrap';
import { CloseIcon } from '@/components/icons';
import { mediaTexts } from '@household/model';
import { useLanguage } from '@/i18n/useLanguage';
import type { MediaItem } from './media';

/** Reloads after a playback error; gives up after this many tries. */
const reloadDelayMs = 1000;
const maxReloads = 2;

/**
 * The video player dialog: a native modal `<dialog>` (focus kept inside, Escape closes, the page
 * behind is inert). react-player 3 gets `src` and a size, never `light`. Closing clears the selection.
 */
export function VideoDialog({ video, onClose }: { video: MediaItem | null; onClose: () => void }) {
  const { t } = useTranslation('public');
  const language = useLanguage();
  const texts = video ? mediaTexts(video, language) : null;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (video && !dialog.open) dialog.showModal();
    if (!video && dialog.open) dialog.close();
    setAttempt(0);
    setFailed(video ? ReactPlayer.canPlay?.(video.url) === false : false);
    return () => window.clearTimeout(timer.current);
  }, [video]);

  const onError = () => {
    window.clearTimeout(timer.current);
    if (attempt >= maxReloads) {
      setFailed(true);
      return;
    }
    timer.current = window.setTimeout(() => setAttempt((value) => value + 1), reloadDelayMs);
  };

  const title = texts?.title || t('gallery.playVideo');

  return (
    <dialog
      ref={dialogRef}
      className="video-dialog"
      aria-labelledby="video-dialog-title"
      data-testid="video-dialog"
      onClose={onClose}
      onKeyDown={trapTabKey}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
    >
      <div className="video-dialog__head">
        <h2 id="video-dialog-title">{title}</h2>
        <button type="button" className="icon-button" aria-label={t('gallery.close')} onClick={onClose}>
          <CloseIcon />
        </button>
      </div>
      {video ? (
        failed ? (
          <p className="video-dialog__error" role="alert">
            {t('gallery.cannotPlay')}
          </p>
        ) : (
          <div className="video-dialog__player">
            <ReactPlayer
              key={`${video.id}-${attempt}`}
              src={video.url}
              playing
              controls
              muted={false}
              playsInline
              width="100%"
              height="100%"
              onError={onError}
            />
          </div>
        )
      ) : null}
      {texts?.description ? <p className="video-dialog__description">{texts.description}</p> : null}
    </dialog>
  );
}
