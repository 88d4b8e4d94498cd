/** Which Cloud Storage objects belong to a deleted document. Pure: no SDK. */
import { isObjectPath, storageFolders, storageObjectPathFromUrl as storagePathFromUrl } from '@household/model';

/** A bucket-relative object path: the model's one check (not a site-relative URL, not a URL, no `..`). */
export { isObjectPath };

/**
 * The object path inside a Storage URL of the project's own bucket (download URLs, also the emulator's,
 * `gs://` and storage.googleapis.com); null for anything else (other hosts, other buckets). The model's one parser (also used by
 * scripts/migrate-staff-files.mjs); documents from before that migration still hold such URLs.
 */
export { storagePathFromUrl };

/** The Storage folder of each kind of file cleanup may delete; nothing outside its folder is ever deleted. */
export const cleanupFolders = {
  cv: storageFolders.cv,
  photo: storageFolders.staffPhoto,
  media: storageFolders.media,
} as const;

/** An object path directly inside `folder` (one file name after `folder/`, no sub-folder). */
export function isFileInFolder(folder: string, path: unknown): path is string {
  if (!isObjectPath(path) || !path.startsWith(`${folder}/`)) return false;
  const name = path.slice(folder.length + 1);
  return name.length > 0 && !name.includes('/');
}

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A file the staff form uploads for this id: `{folder}/{staffId}.{ext}` or `{folder}/{staffId}-{digits}.{ext}`. */
function isOwnUpload(folder: string, staffId: string, path: string | null): path is string {
  if (!path || staffId.length === 0 || !isFileInFolder(folder, path)) return false;
  return new RegExp(`^${escapeRegExp(folder)}/${escapeRegExp(staffId)}(-\\d+)?\\.[A-Za-z0-9]+$`).test(path);
}

/**
 * Files of a deleted staff member: `cvPath` inside `cvs/` and `photoPath` inside `staff-photos/`; for
 * documents from before those fields, the path inside `cvUrl`/`photoUrl` only when it is exactly this
 * staff member's own upload in that folder. So a shared image (a library or page image used as a
 * photo, even one whose name contains the staff id) is never deleted, nor a file of another bucket.
 */
export function staffFilesToDelete(
  staffId: string,
  staff: Record<string, unknown> | undefined,
  buckets: string | readonly string[],
): string[] {
  const paths = new Set<string>();
  if (isFileInFolder(cleanupFolders.cv, staff?.cvPath)) paths.add(staff.cvPath);
  if (isFileInFolder(cleanupFolders.photo, staff?.photoPath)) paths.add(staff.photoPath);
  const cvFromUrl = storagePathFromUrl(staff?.cvUrl, buckets);
  if (isOwnUpload(cleanupFolders.cv, staffId, cvFromUrl)) paths.add(cvFromUrl);
  const photoFromUrl = storagePathFromUrl(staff?.photoUrl, buckets);
  if (isOwnUpload(cleanupFolders.photo, staffId, photoFromUrl)) paths.add(photoFromUrl);
  return [...paths];
}

/** The stored file of a deleted media item (`storagePath`); seed media served from the site have none. */
export function mediaFileToDelete(media: Record<string, unknown> | undefined): string | null {
  return isFileInFolder(cleanupFolders.media, media?.storagePath) ? media.storagePath : null;
}
