/** Who may call an admin-only callable. Pure: no SDK. */
export interface CallerAuth {
  uid: string;
  token: Record<string, unknown>;
}

/** `null` when the caller is the admin, otherwise the HttpsError code to answer with. */
export function adminCheck(auth: CallerAuth | undefined | null): 'unauthenticated' | 'permission-denied' | null {
  if (!auth || typeof auth.uid !== 'string' || auth.uid.length === 0) return 'unauthenticated';
  return auth.token?.admin === true ? null : 'permission-denied';
}
