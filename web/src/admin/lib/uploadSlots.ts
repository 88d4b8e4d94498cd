/**
 * The state of admin upload slots (logo, page images, media and document queues, staff photo and CV):
 * per slot the chosen file, the upload progress (0-100 while it runs, else null) and the message of
 * the last refused choice or failed upload. Pure, so the rules are tested without React.
 */
export interface UploadSlotState {
  file: File | null;
  progress: number | null;
  error: string | null;
}

export type UploadSlots = Readonly<Record<string, UploadSlotState>>;

export type UploadSlotEvent =
  | { type: 'select'; key: string; file: File; problem: string | null }
  | { type: 'clear'; key: string }
  | { type: 'start'; key: string; file?: File }
  | { type: 'progress'; key: string; percent: number }
  | { type: 'finish'; key: string; error: string | null; keepFile: boolean };

export const emptySlot: UploadSlotState = { file: null, progress: null, error: null };

/** Whole percent between 0 and 100 (NaN counts as 0). */
export function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : percent === Infinity ? 100 : 0;
}

export function uploadSlotsReducer(slots: UploadSlots, event: UploadSlotEvent): UploadSlots {
  const slot = slots[event.key] ?? emptySlot;
  switch (event.type) {
    case 'select':
      // A refused choice keeps the previous good file and shows why.
      return {
        ...slots,
        [event.key]: event.problem
          ? { ...slot, error: event.problem }
          : { file: event.file, progress: null, error: null },
      };
    case 'clear': {
      if (slot.progress !== null) return slots; // an upload in flight is not dropped from view
      const next = { ...slots };
      delete next[event.key];
      return next;
    }
    case 'start':
      return { ...slots, [event.key]: { file: event.file ?? slot.file, progress: 0, error: null } };
    case 'progress':
      // Progress only counts while an upload runs, and never goes backwards (retries report from 0).
      if (slot.progress === null) return slots;
      return { ...slots, [event.key]: { ...slot, progress: Math.max(slot.progress, clampPercent(event.percent)) } };
    case 'finish':
      return { ...slots, [event.key]: { file: event.keepFile ? slot.file : null, progress: null, error: event.error } };
  }
}

/** True while any slot uploads. */
export function anyUploading(slots: UploadSlots): boolean {
  return Object.values(slots).some((slot) => slot.progress !== null);
}
