import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider, FunctionsProvider, StorageProvider } from 'reactfire';
import { adminAuth, adminDb, adminFunctions, adminStorage } from './adminSdk';
import { firebaseApp } from '@/lib/firebase/app';

/** The reactfire providers of the admin portal (full SDK: Auth, Firestore, Functions, Storage). */
export function AdminFirebaseProviders({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp()}>
      <AuthProvider sdk={adminAuth}>
        <FirestoreProvider sdk={adminDb}>
          <FunctionsProvider sdk={adminFunctions}>
            <StorageProvider sdk={adminStorage}>{children}</StorageProvider>
          </FunctionsProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
