/** Helpers of the staff cards. CVs and photos are linked through `@/site/staff/staffFileLinks` (never a stored URL). */

/** Up to two initials for the neutral avatar. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]!, parts[parts.length - 1]!] : parts;
  return letters.map((part) => Array.from(part)[0]!.toUpperCase()).join('');
}
