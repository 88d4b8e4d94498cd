import { getBlob, ref } from 'firebase/storage';
import { adminStorage } from '@/admin/lib/firebase/adminSdk';
import { withTimeout } from '@/lib/storageErrors';

/** A Storage read that has not answered by then failed (the SDK itself retries for minutes). */
const readTimeoutMs = 30_000;

/**
 * Reads a staff file (`cvs/...`, `staff-photos/...`) with the Storage SDK, under storage.rules (admin
 * only). No download URL is asked for or stored: a token URL would bypass the rules
 * (docs/architecture.md#trust-rules).
 */
async function readStaffFile(path: string): Promise<Blob> {
  return withTimeout(getBlob(ref(adminStorage, path)), readTimeoutMs);
}

/** Downloads a CV at click time and saves it under `fileName`. */
export async function downloadStaffCv(path: string, fileName: string): Promise<void> {
  const blob = await readStaffFile(path);
  const objectUrl = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = objectUrl;
    anchor.download = fileName;
    anchor.rel = 'noopener';
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
  }
}

/** A `blob:` URL of a staff file for showing it in the admin (the caller revokes it with URL.revokeObjectURL). */
export async function staffFileObjectUrl(path: string): Promise<string> {
  return URL.createObjectURL(await readStaffFile(path));
}
