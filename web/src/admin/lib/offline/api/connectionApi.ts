import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { adminDb } from '@/admin/lib/firebase/adminSdk';

/**
 * Calls `onSnapshot(fromCache)` with each snapshot's metadata of the small `stats/dashboard` document
 * (admin-readable, one document): `fromCache` turns true when Firestore loses the server, false when it is
 * back (the offline banner, ../connection.ts). A refused read is ignored (the banner just stays away).
 */
export function watchServerConnection(onChange: (fromCache: boolean) => void): Unsubscribe {
  return onSnapshot(
    doc(adminDb, 'stats', 'dashboard'),
    { includeMetadataChanges: true },
    (snapshot) => onChange(snapshot.metadata.fromCache),
    () => undefined,
  );
}
