/** Which Cloud Storage objects belong to a deleted document. Pure: no SDK. */

/** A bucket-relative object path (not a site-relative `/media/...` URL, not a URL, no `..`). */
export function isObjectPath(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const path = value.trim();
  return path.length > 0 && path === value && !path.startsWith('/') && !path.includes('://') && !path.split('/').includes('..');
}

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

/**
 * Files of a deleted staff member: the CV (`cvPath`, else the path inside `cvUrl`) and the photo (the
 * path inside `photoUrl`). A path derived from a URL is taken only when it names this staff member's id,
 * so a shared image (say a library picture used as a photo) is never deleted.
 */
export function staffFilesToDelete(staffId: string, staff: Record<string, unknown> | undefined): string[] {
  const paths = new Set<string>();
  if (isObjectPath(staff?.cvPath)) paths.add(staff.cvPath);
  for (const url of [staff?.cvUrl, staff?.photoUrl]) {
    const path = storagePathFromUrl(url);
    if (path && staffId.length > 0 && path.includes(staffId)) paths.add(path);
  }
  return [...paths];
}

/** The stored file of a deleted media item (`storagePath`); seed media served from the site have none. */
export function mediaFileToDelete(media: Record<string, unknown> | undefined): string | null {
  return isObjectPath(media?.storagePath) ? media.storagePath : null;
}
