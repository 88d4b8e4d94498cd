/** The one Storage-unreachable error: an upload that moves no byte, or a call without an answer in time. */
export class StorageUnreachableError extends Error {
  readonly code = 'storage/unreachable';
  constructor(message = 'Cloud Storage did not answer') {
    super(message);
    this.name = 'StorageUnreachableError';
  }
}

export function isStorageUnreachable(error: unknown): boolean {
  return (
    error instanceof StorageUnreachableError || (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'storage/unreachable')
  );
}

/** Rejects with StorageUnreachableError when `promise` has not settled within `ms` (the Storage SDK retries for minutes). */
export function withTimeout<T>(promise: Promise<T>, ms: number, message?: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new StorageUnreachableError(message)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A short, human message for a Storage error (its code when it has one). */
export function storageErrorMessage(error: unknown): string {
  if (error && typeof error === 'object') {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof message === 'string' && message.length > 0) return typeof code === 'string' && !message.includes(code) ? `${message} (${code})` : message;
    if (typeof code === 'string') return code;
  }
  return String(error);
}
