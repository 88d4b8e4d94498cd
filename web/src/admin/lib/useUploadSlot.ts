import { useCallback, useEffect, useReducer, useRef } from 'react';
import { anyUploading, emptySlot, uploadSlotsReducer, type UploadSlotState } from './uploadSlots';

export type { UploadSlotState };

/** Sends one file; reports progress in percent. */
export type SendFile<T> = (file: File, onProgress: (percent: number) => void) => Promise<T>;

export interface UploadSlotsApi {
  slot: (key: string) => UploadSlotState;
  /** Keys of the slots that hold something (a file, an upload or an error), in the order they came. */
  keys: string[];
  uploading: boolean;
  /** Choose a file; `problem` (already translated) refuses it and is shown as the slot's error. */
  select: (key: string, file: File, problem?: string | null) => void;
  clear: (key: string) => void;
  /**
   * Upload `file` (default: the slot's chosen file) with `send`, tracking progress. Rejects with
   * the send's error (toast it with useAdminAction); `failure` is kept as the slot's inline error.
   */
  upload: <T>(
    key: string,
    send: SendFile<T>,
    options?: { file?: File; failure?: string; keepFile?: boolean },
  ) => Promise<T>;
}

/** Several upload slots keyed by name (page images by setting key, a queue by file). */
export function useUploadSlots(): UploadSlotsApi {
  const [slots, dispatch] = useReducer(uploadSlotsReducer, {});
  // The latest slots for `upload`, without re-creating it on every progress tick.
  const slotsRef = useRef(slots);
  useEffect(() => {
    slotsRef.current = slots;
  }, [slots]);

  const select = useCallback(
    (key: string, file: File, problem: string | null = null) => dispatch({ type: 'select', key, file, problem }),
    [],
  );
  const clear = useCallback((key: string) => dispatch({ type: 'clear', key }), []);
  const upload = useCallback(
    async <T>(key: string, send: SendFile<T>, options: { file?: File; failure?: string; keepFile?: boolean } = {}) => {
      const { file, failure = null, keepFile = false } = options;
      // The file to send: the one given, else the slot's own.
      const chosen = file ?? slotsRef.current[key]?.file ?? null;
      if (!chosen) throw new Error(`No file chosen for upload slot ${key}`);
      dispatch({ type: 'start', key, file: chosen });
      try {
        const value = await send(chosen, (percent) => dispatch({ type: 'progress', key, percent }));
        dispatch({ type: 'finish', key, error: null, keepFile });
        return value;
      } catch (error) {
        dispatch({ type: 'finish', key, error: failure, keepFile: true });
        throw error;
      }
    },
    [],
  );

  return {
    slot: (key) => slots[key] ?? emptySlot,
    keys: Object.keys(slots),
    uploading: anyUploading(slots),
    select,
    clear,
    upload,
  };
}

/** One upload slot (a logo, a CV): file, progress, error. */
export function useUploadSlot() {
  const slots = useUploadSlots();
  const state = slots.slot('file');
  return {
    ...state,
    uploading: state.progress !== null,
    select: (file: File, problem?: string | null) => slots.select('file', file, problem),
    clear: () => slots.clear('file'),
    upload: <T>(send: SendFile<T>, options?: { file?: File; failure?: string; keepFile?: boolean }) =>
      slots.upload('file', send, options),
  };
}
