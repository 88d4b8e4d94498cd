/**
 * Outgoing links of the staff cards, built never concatenated (docs/architecture.md#security-model).
 * CV URLs in data are absolute Storage download URLs or site-relative paths (`/cvs/...`).
 */
import { safeUrl } from '@household/model';

/** The CV URL to open, or null when it is missing or not a link we allow (the model's one URL check). */
export function safeCvUrl(raw: string | null | undefined): string | null {
  return safeUrl(raw);
}

/** The photo URL to show: only with the worker's consent (showPhoto) and a usable URL. */
export function visiblePhotoUrl(staff: { showPhoto: boolean; photoUrl: string | null }): string | null {
  return staff.showPhoto ? safeCvUrl(staff.photoUrl) : null;
}

/** Up to two initials for the neutral avatar. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((part) => Array.from(part)[0]!.toUpperCase()).join('');
}
