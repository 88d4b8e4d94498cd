import { signInWithEmailAndPassword } from 'firebase/auth';
import type { ChangeAdminPasswordAnswer, ChangeAdminPasswordInput } from '@household/model';
import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { httpsCallable } from 'firebase/functions';
import { adminAuth, adminDb, adminFunctions, adminStorage } from '@/admin/lib/firebase/adminSdk';
import { useLiveDoc } from '@/admin/lib/firebase/useLive';
import { optionalString } from '@/lib/firebase/convert';
import { uploadWithProgress } from '@/admin/lib/firebase/storageUpload';
import type { SiteSettings } from '@/lib/siteSettings/siteSettings';
import type { LiveSettings } from '@/admin/lib/api/useSiteSettingsLive';
import { adminStampedBatch, withActor } from '@/admin/lib/firebase/actor';

const siteRef = doc(adminDb, 'settings/site');
const privateRef = doc(adminDb, 'settings/private');

export interface PrivateSettings {
  notificationEmail: string | null;
}

/** Live `settings/site` lives in lib/siteSettings (the dashboard's setup checklist reads it too). */
export { useSiteSettingsLive, type LiveSettings } from '@/admin/lib/api/useSiteSettingsLive';

/** Live `settings/private` (admin only). */
export function usePrivateSettings(): LiveSettings<PrivateSettings> {
  return useLiveDoc(privateRef, toPrivateSettings);
}

function toPrivateSettings(data: Record<string, unknown> | undefined): PrivateSettings {
  return { notificationEmail: optionalString(data?.notificationEmail) };
}

/** Writes some public settings (absent values null) with the server time as updatedAt. */
export async function saveSiteSettings(values: Partial<SiteSettings>): Promise<void> {
  await adminStampedBatch('settings').merge(siteRef, values).commit();
}

export async function savePrivateSettings(values: PrivateSettings): Promise<void> {
  await setDoc(privateRef, withActor({ ...values, updatedAt: serverTimestamp() }), { merge: true });
}

/**
 * Uploads an image to Storage with progress (0-100) and answers its download URL (cache 3600 s).
 * The shared helper cancels an upload that moves no byte for a while, so an unreachable Storage
 * fails with the normal error instead of hanging.
 */
export function uploadFile(path: string, file: File, onProgress: (percent: number) => void): Promise<string> {
  return uploadWithProgress(adminStorage, path, file, file.type, onProgress, 'public, max-age=3600');
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
export async function changeAdminPassword(
  currentPassword: string,
  newPassword: string,
): Promise<PasswordChangeOutcome> {
  try {
    await httpsCallable<ChangeAdminPasswordInput, ChangeAdminPasswordAnswer>(
      adminFunctions,
      'changeAdminPassword',
    )({
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
