/** Upload checks and Storage paths for staff CVs and photos (docs/architecture.md#data-model). Pure. */
export interface FileLike {
  name: string;
  type: string;
  size: number;
}

export type FileCheck = { ok: true } | { ok: false; reason: 'type' | 'size' };

export const megabyte = 1024 * 1024;
export const photoMaxBytes = 5 * megabyte;
export const cvMaxBytes = 10 * megabyte;
export const cvExtensions = ['pdf', 'doc', 'docx'] as const;
export type CvExtension = (typeof cvExtensions)[number];

/** The accept attribute of the CV input. */
export const cvAccept =
  '.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Lower-case extension without the dot, or '' when there is none. */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : '';
}

export function cvExtensionOf(name: string): CvExtension | null {
  const ext = fileExtension(name);
  return (cvExtensions as readonly string[]).includes(ext) ? (ext as CvExtension) : null;
}

/** CVs: .pdf, .doc or .docx only (by name; browsers report Word types inconsistently), at most 10 MB. */
export function checkCvFile(file: FileLike): FileCheck {
  if (cvExtensionOf(file.name) === null) return { ok: false, reason: 'type' };
  if (file.size > cvMaxBytes) return { ok: false, reason: 'size' };
  return { ok: true };
}

const photoExtensions = ['jpg', 'jpeg', 'png', 'gif', 'webp', 'avif'];

/** Photos: an image type, at most 5 MB. */
export function checkPhotoFile(file: FileLike): FileCheck {
  if (!file.type.startsWith('image/') || !photoExtensions.includes(fileExtension(file.name)))
    return { ok: false, reason: 'type' };
  if (file.size > photoMaxBytes) return { ok: false, reason: 'size' };
  return { ok: true };
}

/** `cvs/{staffId}.{pdf|doc|docx}` */
export function cvStoragePath(staffId: string, fileName: string): string {
  const ext = cvExtensionOf(fileName);
  if (!ext) throw new Error(`Not a CV file: ${fileName}`);
  return `cvs/${staffId}.${ext}`;
}

/** `staff-photos/{staffId}.{ext}` (one photo per staff member; replaced on a new upload). */
export function photoStoragePath(staffId: string, fileName: string): string {
  const ext = fileExtension(fileName) || 'jpg';
  return `staff-photos/${staffId}.${ext === 'jpeg' ? 'jpg' : ext}`;
}

/** Content type to send with a CV upload. */
export function cvContentType(fileName: string): string {
  switch (cvExtensionOf(fileName)) {
    case 'pdf':
      return 'application/pdf';
    case 'doc':
      return 'application/msword';
    case 'docx':
      return 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
    default:
      return 'application/octet-stream';
  }
}

/** File name offered when downloading a CV: `{refCode}-cv.{ext}`, the extension from the stored path. */
export function cvDownloadName(refCode: string, cvPath: string): string {
  const ext = cvExtensionOf(cvPath) ?? 'pdf';
  return `${refCode || 'staff'}-cv.${ext}`;
}
