import { createContext, useContext } from 'react';

/**
 * Logout for the portal. reactfire keeps every listener it ever opened (and the permission-denied
 * error it gets after a sign-out) in a page-wide cache (reactfire #790, #485), so a later sign-in in
 * the same page would re-throw those errors. The portal therefore unmounts its data tree, signs out
 * and reloads /admin: the next session starts with a clean cache.
 */
export const LogoutContext = createContext<() => void>(() => undefined);

export function useLogout(): () => void {
  return useContext(LogoutContext);
}
