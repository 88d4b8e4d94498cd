/**
 * Outgoing links of the staff cards, built never concatenated (DESIGN.md section 6).
 * CV URLs in data are absolute Storage download URLs or site-relative paths (`/cvs/...`).
 */
const localHosts = new Set(['127.0.0.1', 'localhost']);

/** The CV URL to open, or null when it is missing or not a link we allow. */
export function safeCvUrl(raw: string | null | undefined): string | null {
  const value = raw?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const url = new URL(value);
    if (url.protocol === 'https:') return url.toString();
    // The Storage emulator serves plain http on the loopback interface.
    if (url.protocol === 'http:' && localHosts.has(url.hostname)) return url.toString();
  } catch {
    return null;
  }
  return null;
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
