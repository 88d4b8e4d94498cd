/** The only username the portal accepts; it maps to one fixed Auth identity. */
export const adminUsername = 'admin';

export type UsernameCheck = { ok: true; email: string } | { ok: false; reason: 'required' | 'unknown' };

export function resolveAdminEmail(username: string, adminEmail: string): UsernameCheck {
  const trimmed = username.trim();
  if (trimmed.length === 0) return { ok: false, reason: 'required' };
  if (trimmed.toLowerCase() !== adminUsername) return { ok: false, reason: 'unknown' };
  return { ok: true, email: adminEmail };
}
