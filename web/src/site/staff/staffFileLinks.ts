/**
 * Public links to a worker's CV and photo (docs/architecture.md#trust-rules).
 * The files are never linked by Storage download URL: Hosting rewrites `/cv/{refCode}` and
 * `/photos/{refCode}` to a function that checks status and consent at request time.
 */
function encodedRef(refCode: string): string {
  return encodeURIComponent(refCode.trim());
}

/** Site-relative link to the worker's CV (404 once the worker is withdrawn). */
export function cvHref(refCode: string): string {
  return `/cv/${encodedRef(refCode)}`;
}

/** Site-relative image source of the worker's photo (404 without consent or once withdrawn). */
export function photoSrc(refCode: string): string {
  return `/photos/${encodedRef(refCode)}`;
}

/** The worker's CV link when a CV is on file (`cvPath`), else null. */
export function staffCvHref(staff: { refCode: string; cvPath: string | null }): string | null {
  return staff.cvPath ? cvHref(staff.refCode) : null;
}

/** The worker's photo source: only with consent (`showPhoto`) and a photo on file (`photoPath`), else null. */
export function staffPhotoSrc(staff: { refCode: string; showPhoto: boolean; photoPath: string | null }): string | null {
  return staff.showPhoto && staff.photoPath ? photoSrc(staff.refCode) : null;
}
