/**
 * Which stored file a public `/cv/{refCode}` or `/photos/{refCode}` request may receive
 * (docs/architecture.md#trust-rules). Pure: no SDK. Decided at request time from the staff document, so a
 * link stops working the moment the worker is withdrawn (status not `active`, or no publishing consent) or, for photos,
 * `showPhoto` is turned off (or the worker is offered for transfer of services: mayShowStaffPhoto).
 */
import { imageContentTypes, isPublishableStaff, mayShowStaffPhoto } from '@household/model';

export type StaffFileKind = 'cv' | 'photo';

/** The Storage folder each kind of file lives in; nothing outside it is ever served. */
export const staffFileFolders: Record<StaffFileKind, string> = { cv: 'cvs', photo: 'staff-photos' };

/** Served files may be cached briefly only: a withdrawal must take effect within a minute. */
export const servedCacheControl = 'public, max-age=60, s-maxage=60';
/** Refusals and redirects are never cached (the next request checks again). */
export const refusedCacheControl = 'no-store';

const refCodePattern = /^[A-Za-z0-9][A-Za-z0-9-]{0,31}$/;

/** `/cv/MD-1024` -> { kind: 'cv', refCode: 'MD-1024' }; null for anything else. */
export function parseStaffFileRequest(path: string): { kind: StaffFileKind; refCode: string } | null {
  const match = /^\/(cv|photos)\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  let refCode: string;
  try {
    refCode = decodeURIComponent(match[2]!);
  } catch {
    return null;
  }
  if (!refCodePattern.test(refCode)) return null;
  return { kind: match[1] === 'cv' ? 'cv' : 'photo', refCode };
}

const contentTypes: Record<StaffFileKind, Record<string, string>> = {
  cv: {
    pdf: 'application/pdf',
    doc: 'application/msword',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  // No SVG: an SVG can carry script.
  photo: imageContentTypes,
};

/** The content type sent for a file, from its extension and the kind's allow-list (stored metadata is not trusted). */
export function servedContentType(kind: StaffFileKind, path: string): string | null {
  const dot = path.lastIndexOf('.');
  const ext = dot > 0 ? path.slice(dot + 1).toLowerCase() : '';
  return contentTypes[kind][ext] ?? null;
}

/** An object path inside `folder/`: no empty, `.` or `..` segment, no backslash or control character. */
export function isPathInFolder(folder: string, path: unknown): path is string {
  if (typeof path !== 'string' || !path.startsWith(`${folder}/`)) return false;
  if (
    [...path].some((char) => char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f) ||
    path.includes('\\') ||
    path.includes('://')
  )
    return false;
  return path.split('/').every((segment) => segment.length > 0 && segment !== '.' && segment !== '..');
}

export type StaffFileDecision =
  | { serve: 'storage'; path: string; contentType: string }
  | { serve: 'none'; reason: 'not-public' | 'no-consent' | 'no-file' };

/**
 * The stored object path (`cvPath` / `photoPath`) when it lies inside the kind's folder. Download URLs
 * (`cvUrl` / `photoUrl`, from before scripts/migrate-staff-files.mjs) are never read.
 */
function storedPath(kind: StaffFileKind, staff: Record<string, unknown>): string | null {
  const pathField = kind === 'cv' ? staff.cvPath : staff.photoPath;
  return isPathInFolder(staffFileFolders[kind], pathField) ? pathField : null;
}

/** What to answer for one staff document (undefined: no such worker). */
export function decideStaffFile(kind: StaffFileKind, staff: Record<string, unknown> | undefined): StaffFileDecision {
  // Active AND consented (publishConsentAt): the same check as the page renderer.
  if (!staff || !isPublishableStaff(staff)) return { serve: 'none', reason: 'not-public' };
  // Photo consent, and never a worker offered for transfer of services (only their CV is shown).
  if (kind === 'photo' && !mayShowStaffPhoto(staff)) return { serve: 'none', reason: 'no-consent' };
  const path = storedPath(kind, staff);
  const contentType = path ? servedContentType(kind, path) : null;
  if (path && contentType) return { serve: 'storage', path, contentType };
  return { serve: 'none', reason: 'no-file' };
}

/** `Content-Disposition` of a served file: CVs open inline under a neutral name, never the stored one. */
export function servedDisposition(kind: StaffFileKind, refCode: string, path: string): string {
  const ext = path.slice(path.lastIndexOf('.') + 1).toLowerCase();
  return `inline; filename="${refCode}-${kind}.${ext}"`;
}
