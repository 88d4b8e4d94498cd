import { signInWithEmailAndPassword } from 'firebase/auth';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { getDownloadURL, ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { useMemo } from 'react';
import { useFirestoreDocData } from 'reactfire';
import { adminAuth, adminDb, adminFunctions, adminStorage } from '../../../lib/firebase/adminSdk';
import { optionalString } from '../../../lib/firebase/convert';
import { toSiteSettings, type SiteSettings } from '../../../lib/siteSettings/siteSettings';

const siteRef = doc(adminDb, 'settings/site');
const privateRef = doc(adminDb, 'settings/private');

export interface PrivateSettings {
  notificationEmail: string | null;
}

export interface LiveSettings<T> {
  status: 'loading' | 'error' | 'success';
  data: T;
}

/** Live `settings/site` (public settings), as plain values with null for absent ones. */
export function useSiteSettingsLive(): LiveSettings<SiteSettings> {
  const { status, data } = useFirestoreDocData(siteRef, { idField: 'id' });
  const settings = useMemo(() => toSiteSettings(data as Record<string, unknown> | undefined), [data]);
  return { status, data: settings };
}

/** Live `settings/private` (admin only). */
export function usePrivateSettings(): LiveSettings<PrivateSettings> {
  const { status, data } = useFirestoreDocData(privateRef, { idField: 'id' });
  const settings = useMemo(() => ({ notificationEmail: optionalString((data as Record<string, unknown> | undefined)?.notificationEmail) }), [data]);
  return { status, data: settings };
}

/** Writes some public settings (absent values null) with the server time as updatedAt. */
export async function saveSiteSettings(values: Partial<SiteSettings>): Promise<void> {
  await setDoc(siteRef, { ...values, updatedAt: serverTimestamp() }, { merge: true });
}

export async function savePrivateSettings(values: PrivateSettings): Promise<void> {
  await setDoc(privateRef, { ...values, updatedAt: serverTimestamp() }, { merge: true });
}

/**
 * Uploads a file to Storage and answers its download URL. Progress goes to `onProgress` (0-100).
 * The SDK retries an unreachable server for minutes; a watchdog cancels the upload when no progress
 * is made for `stallMs`, so an unavailable Storage fails with the normal error instead of hanging.
 */
export function uploadFile(path: string, file: File, onProgress: (percent: number) => void, stallMs = 15_000): Promise<string> {
  const task: UploadTask = uploadBytesResumable(ref(adminStorage, path), file, {
    contentType: file.type,
    cacheControl: 'public, max-age=3600',
  });
  return new Promise<string>((resolve, reject) => {
    let lastBytes = -1;
    let timer = setTimeout(() => task.cancel(), stallMs);
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => task.cancel(), stallMs);
    };
    task.on(
      'state_changed',
      (snapshot) => {
        if (snapshot.bytesTransferred !== lastBytes) {
          lastBytes = snapshot.bytesTransferred;
          rearm();
        }
        onProgress(snapshot.totalBytes > 0 ? Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100) : 0);
      },
      (error) => {
        clearTimeout(timer);
        reject(error);
      },
      () => {
        clearTimeout(timer);
        getDownloadURL(task.snapshot.ref).then(resolve, reject);
      },
    );
  });
}

export type PasswordChangeOutcome = 'ok' | 'wrongCurrent' | 'invalid' | 'failed';

function functionsErrorCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code.replace(/^functions\//, '') : '';
}

/**
 * Changes the admin's own password through the `changeAdminPassword` callable (it verifies the
 * current password), then signs in again with the new one so this session stays valid.
 */
export async function changeAdminPassword(currentPassword: string, newPassword: string): Promise<PasswordChangeOutcome> {
  try {
    await httpsCallable<{ currentPassword: string; newPassword: string }, { ok: boolean }>(adminFunctions, 'changeAdminPassword')({
      currentPassword,
      newPassword,
    });
  } catch (error) {
    const code = functionsErrorCode(error);
    if (code === 'failed-precondition') return 'wrongCurrent';
    if (code === 'invalid-argument') return 'invalid';
    console.error('changeAdminPassword failed', error);
    return 'failed';
  }
  const email = adminAuth.currentUser?.email;
  if (email) {
    await signInWithEmailAndPassword(adminAuth, email, newPassword).catch((error: unknown) =>
      console.warn('Re-sign-in after the password change failed; the session continues until it expires', error),
    );
  }
  return 'ok';
}
