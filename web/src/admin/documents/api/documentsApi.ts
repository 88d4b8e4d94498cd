import { deleteObject, getBytes, getDownloadURL, getMetadata, list, ref, uploadBytes } from 'firebase/storage';
import { adminAuth, adminStorage } from '@/admin/lib/firebase/adminSdk';
import {
  archivePath,
  documentPath,
  folderOfPath,
  folderPath,
  listPageSize,
  type DocumentFolder,
} from '../documentPaths';
import { withTimeout } from '@/lib/storageErrors';
import { uploadWithProgress } from '@/admin/lib/firebase/storageUpload';

/** A stored PDF (country, path, name, size, updated). */
export interface StoredDocument {
  path: string;
  name: string;
  folder: DocumentFolder;
  size: number;
  updated: Date | null;
}

/**
 * Without an answer within this time, Storage counts as unreachable (the SDK would retry for minutes). 20 s,
 * not 12: a busy Storage emulator on a slow 2-core machine once left a call unanswered for over 12 s (CI,
 * 2026-11-28), so the page said Storage was down while it was not.
 */
const operationTimeoutMs = 20_000;

export function isSignedIn(): boolean {
  return adminAuth.currentUser !== null;
}

/** One page (at most 100) of the live documents of a folder, with size and update time. */
export async function listFolderPage(
  folder: DocumentFolder,
  pageToken?: string,
): Promise<{ items: StoredDocument[]; nextPageToken: string | undefined }> {
  const result = await withTimeout(
    list(ref(adminStorage, folderPath(folder)), { maxResults: listPageSize, pageToken }),
    operationTimeoutMs,
  );
  // Storage has just answered, so a slow file's metadata is slowness, not an outage: no deadline of ours here
  // (a listing is one call per file, and one of them late on a busy server made the page say "Storage is not
  // available"; CI, 2026-11-29). The SDK gives up after its own retry time (storage/retry-limit-exceeded).
  const items = await Promise.all(
    result.items.map(async (item) => {
      const metadata = await getMetadata(item);
      return {
        path: item.fullPath,
        name: item.name,
        folder: folderOfPath(item.fullPath) ?? folder,
        size: metadata.size,
        updated: metadata.updated ? new Date(metadata.updated) : null,
      };
    }),
  );
  return { items, nextPageToken: result.nextPageToken ?? undefined };
}

/** True when an object exists at `path` (object-not-found means no). */
export async function objectExists(path: string): Promise<boolean> {
  try {
    await withTimeout(getMetadata(ref(adminStorage, path)), operationTimeoutMs);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'storage/object-not-found') return false;
    throw error;
  }
}

/** Uploads a PDF to `documents/{folder}/{sanitised name}`; the caller checked it does not exist yet. */
export async function uploadDocument(
  folder: DocumentFolder,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const path = documentPath(folder, file.name);
  await uploadWithProgress(adminStorage, path, file, 'application/pdf', onProgress);
  return path;
}

export async function documentUrl(path: string): Promise<string> {
  return withTimeout(getDownloadURL(ref(adminStorage, path)), operationTimeoutMs);
}

export async function deleteDocument(path: string): Promise<void> {
  await withTimeout(deleteObject(ref(adminStorage, path)), operationTimeoutMs);
}

/**
 * Storage has no move: download the bytes, upload them under `__archived/` (with a time suffix
 * when that name is taken), then delete the original. Needs the bucket's CORS to allow the
 * site's origin for getBytes in production.
 */
export async function archiveDocument(document: StoredDocument): Promise<string> {
  const source = ref(adminStorage, document.path);
  const bytes = await withTimeout(getBytes(source), operationTimeoutMs * 5);
  let target = archivePath(document.folder, document.name);
  if (await objectExists(target)) target = archivePath(document.folder, document.name, String(Date.now()));
  await withTimeout(
    uploadBytes(ref(adminStorage, target), bytes, { contentType: 'application/pdf' }),
    operationTimeoutMs * 5,
  );
  await deleteDocument(document.path);
  return target;
}
