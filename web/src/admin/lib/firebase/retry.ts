interface RetryOptions {
  /** Attempts after the first (default 2). */
  times?: number;
  /** The first pause; the n-th pause is n times it (default 400 ms). */
  pauseMs?: number;
}

const codeOf = (error: unknown) => (error as { code?: string } | null)?.code;

/**
 * Runs `attempt` again, at most `times` more, when `shouldRetry` says its error may pass, after a short
 * pause that grows. Any other error, or the last attempt's, is thrown as it was.
 */
export async function retryWhen<T>(
  attempt: () => Promise<T>,
  shouldRetry: (error: unknown) => boolean,
  { times = 2, pauseMs = 400 }: RetryOptions = {},
): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= times || !shouldRetry(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * (tried + 1)));
    }
  }
}

/**
 * For writes whose rules compare them with a document a Cloud Function may be changing at the same
 * moment (the trash copy must equal the original): a `permission-denied` is tried again, and the next
 * attempt reads it again. A refusal that is meant (a signed-out admin) is thrown after the last attempt.
 */
export const retryWhenRefused = <T>(attempt: () => Promise<T>, options?: RetryOptions) =>
  retryWhen(attempt, (error) => codeOf(error) === 'permission-denied', options);

/** Firestore's codes for a failure of the moment (the network, the server busy), not of the request. */
const transientCodes = new Set(['unavailable', 'deadline-exceeded', 'resource-exhausted', 'aborted', 'internal']);

/** For reads a person waits on that the SDK does not retry itself (a count aggregation, a one-off query). */
export const retryWhenTransient = <T>(attempt: () => Promise<T>, options?: RetryOptions) =>
  retryWhen(attempt, (error) => transientCodes.has(codeOf(error) ?? ''), options);
