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
    error instanceof StorageUnreachableError ||
    (typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'storage/unreachable')
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
