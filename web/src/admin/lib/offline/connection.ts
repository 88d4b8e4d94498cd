/**
 * Whether the portal reaches Firestore, as Firestore itself sees it (docs/decisions/029-admin-on-a-phone.md).
 * `navigator.onLine` alone is wrong both ways (a phone on a captive Wi-Fi says online; a machine with
 * only a loopback interface says offline while the emulators answer), so the banner follows a listener's
 * metadata: `fromCache` turns true once Firestore gives up on the server and false when it is back.
 * Pure: the hook feeds it snapshots and the browser's flag.
 */
export interface ConnectionState {
  /** A snapshot has come from the server since the page opened. */
  seenServer: boolean;
  /** The latest snapshot came from the cache only. */
  fromCache: boolean;
}

export const initialConnection: ConnectionState = { seenServer: false, fromCache: true };

export function afterSnapshot(state: ConnectionState, fromCache: boolean): ConnectionState {
  return { seenServer: state.seenServer || !fromCache, fromCache };
}

/**
 * Offline: Firestore serves the cache only, after the server has answered once (a drop) or while the
 * browser says it has no network (opened offline). The first cache snapshot of a page that is still
 * connecting is not offline.
 */
export function isOffline(state: ConnectionState, browserOnline: boolean): boolean {
  return state.fromCache && (state.seenServer || !browserOnline);
}
