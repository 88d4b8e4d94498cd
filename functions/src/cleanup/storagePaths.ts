/** Which Cloud Storage objects belong to a deleted document. Pure: no SDK. */
import { isObjectPath, storageFolders } from '@household/model';

/** A bucket-relative object path: the model's one check (not a site-relative URL, not a URL, no `..`). */
export { isObjectPath };

/**
 * The object path inside a Storage URL: Firebase download URLs (`.../v0/b/{bucket}/o/{path}?...`, also
 * from the Storage emulator), `gs://{bucket}/{path}` and `https://storage.googleapis.com/{bucket}/{path}`.
 * `null` for anything else (site-relative files, other hosts).
 */
export function storagePathFromUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url.length === 0) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  let path: string | undefined;
  if (parsed.protocol === 'gs:') {
    path = decodeURIComponent(parsed.pathname.replace(/^\//, ''));
  } else if (parsed.protocol === 'https:' || parsed.protocol === 'http:') {
    const download = /^\/v0\/b\/[^/]+\/o\/(.+)$/.exec(parsed.pathname);
    if (download) path = decodeURIComponent(download[1]!);
    else if (parsed.hostname === 'storage.googleapis.com') path = decodeURIComponent(parsed.pathname.split('/').slice(2).join('/'));
  }
  return isObjectPath(path) ? path : null;
}

/** The Storage folder of each kind of file cleanup may delete; nothing outside its folder is ever deleted. */
export const cleanupFolders = { cv: storageFolders.cv, photo: storageFolders.staffPhoto, media: storageFolders.media } as const;

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
 * photo, even one whose name contains the staff id) is never deleted.
 */
export function staffFilesToDelete(staffId: string, staff: Record<string, unknown> | undefined): string[] {
  const paths = new Set<string>();
  if (isFileInFolder(cleanupFolders.cv, staff?.cvPath)) paths.add(staff.cvPath);
  if (isFileInFolder(cleanupFolders.photo, staff?.photoPath)) paths.add(staff.photoPath);
  const cvFromUrl = storagePathFromUrl(staff?.cvUrl);
  if (isOwnUpload(cleanupFolders.cv, staffId, cvFromUrl)) paths.add(cvFromUrl);
  const photoFromUrl = storagePathFromUrl(staff?.photoUrl);
  if (isOwnUpload(cleanupFolders.photo, staffId, photoFromUrl)) paths.add(photoFromUrl);
  return [...paths];
}

/** The stored file of a deleted media item (`storagePath`); seed media served from the site have none. */
export function mediaFileToDelete(media: Record<string, unknown> | undefined): string | null {
  return isFileInFolder(cleanupFolders.media, media?.storagePath) ? media.storagePath : null;
}
