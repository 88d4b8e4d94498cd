import { getDownloadURL, ref, uploadBytesResumable, type FirebaseStorage, type UploadTask } from 'firebase/storage';
import { StorageUnreachableError } from '@/lib/storageErrors';

/** No byte moved within this time: Storage is unreachable (the SDK itself would retry for minutes). */
export const uploadStallMs = 15_000;

/** The one Storage-unreachable error (lib/storageErrors), re-exported for the upload callers. */
export { StorageUnreachableError };

/**
 * The one resumable-upload helper of the admin portal (media, staff CVs and photos, documents).
 * Uploads one file with progress (0-100) and returns its download URL. Cancels and rejects
 * with StorageUnreachableError when nothing was transferred within `uploadStallMs`.
 */
export function uploadWithProgress(
  storage: FirebaseStorage,
  path: string,
  file: Blob,
  contentType: string,
  onProgress: (percent: number) => void,
  cacheControl?: string,
): Promise<string> {
  return new Promise<string>((resolve, reject) => {
    const task: UploadTask = uploadBytesResumable(
      ref(storage, path),
      file,
      cacheControl ? { contentType, cacheControl } : { contentType },
    );
    let moved = false;
    let stalled = false;
    const watchdog = setTimeout(() => {
      if (!moved) {
        stalled = true;
        task.cancel();
      }
    }, uploadStallMs);
    task.on(
      'state_changed',
      (snapshot) => {
        if (snapshot.bytesTransferred > 0) moved = true;
        onProgress(snapshot.totalBytes > 0 ? Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100) : 0);
      },
      (error) => {
        clearTimeout(watchdog);
        reject(stalled ? new StorageUnreachableError() : error);
      },
      () => {
        clearTimeout(watchdog);
        onProgress(100);
        getDownloadURL(task.snapshot.ref).then(resolve, reject);
      },
    );
  });
}
