/**
 * The one URL and storage-path check of the model. Trust rule: URLs stored in data are `https:` or
 * site-relative (`/media/a.jpg`); storage paths stored in data start with the folder their kind belongs
 * to, so cleanup deletes only inside that folder.
 *
 * One exception for the local emulators: the Storage emulator serves download URLs as plain `http:` on
 * the loopback interface (127.0.0.1, localhost); those are allowed, no other `http:`.
 */
const loopbackHosts = new Set(['127.0.0.1', 'localhost']);

/** C0 control characters and DEL. */
function hasControlCharacter(value: string): boolean {
  return [...value].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f);
}

/** The URL to use, or null when it is missing or not https:/site-relative. */
export function safeUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const value = raw.trim();
  if (!value || /[\\\s]/.test(value) || hasControlCharacter(value)) return null;
  if (value.startsWith('/')) return value.startsWith('//') ? null : value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.username || url.password || !url.hostname) return null;
  if (url.protocol === 'https:') return value;
  if (url.protocol === 'http:' && loopbackHosts.has(url.hostname)) return value;
  return null;
}

export function isSafeUrl(raw: unknown): raw is string {
  return safeUrl(raw) !== null;
}

/** Only `https:` (links to other sites the admin enters, e.g. the external review page). */
export function isHttpsUrl(raw: unknown): raw is string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > 2048 || /\s/.test(raw)) return false;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' && url.hostname.length > 0 && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** The Storage folders of the app: what each kind of stored file may live under. */
export const storageFolders = {
  cv: 'cvs',
  staffPhoto: 'staff-photos',
  media: 'media',
  document: 'documents',
  pageImage: 'page-images',
  logo: 'logos',
  defaultImage: 'default-images',
} as const;
export type StorageKind = keyof typeof storageFolders;

/** A bucket-relative object path: not a URL, no leading slash, no empty, `.` or `..` segment. */
export function isObjectPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.trim() !== value) return false;
  if (value.includes('://') || value.includes('\\') || hasControlCharacter(value)) return false;
  return value.split('/').every((segment) => segment.length > 0 && segment !== '.' && segment !== '..');
}

/** Whether `path` is an object path inside the folder of `kind` (e.g. `cvs/abc.pdf` for a CV). */
export function isStoragePathOf(kind: StorageKind, path: unknown): path is string {
  return (
    isObjectPath(path) && path.startsWith(`${storageFolders[kind]}/`) && path.length > storageFolders[kind].length + 1
  );
}

/**
 * The public pages that are not a worker's: the home page, the lists, the information pages and `/costs`
 * (the sitemap lists these). Not `/shortlist`, `/compare` or `/track` (a visitor's own list, comparison and
 * request) nor `/admin`.
 */
export const indexedPublicPaths = [
  '/',
  '/maids-resume',
  '/transfer-staff',
  '/drivers-resume',
  '/costs',
  '/recruitment-process',
  '/contact',
  '/ratings',
  '/help-center',
  '/emergency-support',
  '/about-us',
  '/privacy-policy',
  '/terms-of-service',
] as const;

/** Every public page a visitor can open, the worker profile aside (its address names a worker). */
export const publicPagePaths = [...indexedPublicPaths, '/shortlist', '/compare', '/track'] as const;
