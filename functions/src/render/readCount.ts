/**
 * Documents read per rendered page, for the bench's cost of a visit (decision 031). Billing: a get or a
 * query costs at least one read; a query one per document returned; a count aggregation one per 1,000
 * index entries (at least one). Under the Functions emulator, renderPage sends the count in
 * `X-Documents-Read` (never in production).
 */
export function readsOf(answer: unknown): number {
  if (Array.isArray(answer)) return Math.max(1, answer.length);
  if (answer && typeof answer === 'object' && typeof (answer as { read?: unknown }).read === 'number') {
    const { read, total } = answer as { read: number; total?: unknown };
    const aggregation = typeof total === 'number' ? Math.max(1, Math.ceil(total / 1000)) : 0;
    return Math.max(1, read) + aggregation;
  }
  return 1;
}

type AsyncMethod = (...args: never[]) => Promise<unknown>;

/** The same source (an object of async read methods), adding each answer's reads to `counter.reads`. */
export function countingReads<S extends object>(source: S, counter: { reads: number }): S {
  const counted: Record<string, unknown> = {};
  for (const [name, method] of Object.entries(source) as Array<[string, AsyncMethod]>) {
    counted[name] = async (...args: never[]) => {
      const answer = await method(...args);
      counter.reads += readsOf(answer);
      return answer;
    };
  }
  return counted as S;
}

/** Whether this instance runs under the Functions emulator (the read count header is sent only there). */
export const underEmulator = () => process.env.FUNCTIONS_EMULATOR === 'true';
