/**
 * Runs one admin action over many selected rows (bulk status change, move to trash), a few at a
 * time, and reports which succeeded and which failed; one failure never stops the others. The
 * caller shows one summary toast from the outcome (docs/architecture.md#experience).
 */
export interface BulkOutcome<T> {
  succeeded: T[];
  failed: { item: T; error: unknown }[];
}

export async function runBulk<T>(
  items: readonly T[],
  action: (item: T) => Promise<void>,
  concurrency = 5,
): Promise<BulkOutcome<T>> {
  const outcome: BulkOutcome<T> = { succeeded: [], failed: [] };
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const item = items[next]!;
      next += 1;
      try {
        await action(item);
        outcome.succeeded.push(item);
      } catch (error) {
        outcome.failed.push({ item, error });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, worker));
  return outcome;
}

/** The parts of a bulk summary toast: how many succeeded, how many failed, how many were skipped. */
export interface BulkSummary {
  done: number;
  failed: number;
  skipped: number;
}

export function bulkSummary<T>(outcome: BulkOutcome<T>, skipped = 0): BulkSummary {
  return { done: outcome.succeeded.length, failed: outcome.failed.length, skipped };
}
