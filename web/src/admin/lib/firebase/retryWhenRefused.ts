/**
 * Runs `attempt` again, at most `times` more, when Firestore refuses it (`permission-denied`), after a short
 * pause that grows. For writes whose rules compare them with a document a Cloud Function may be changing
 * at the same moment (the trash copy must equal the original): the next attempt reads it again. A refusal
 * that is meant (a signed-out admin) is thrown after the last attempt, as it was.
 */
export async function retryWhenRefused<T>(
  attempt: () => Promise<T>,
  { times = 2, pauseMs = 400 }: { times?: number; pauseMs?: number } = {},
): Promise<T> {
  for (let tried = 0; ; tried += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (tried >= times || (error as { code?: string }).code !== 'permission-denied') throw error;
      await new Promise((resolve) => setTimeout(resolve, pauseMs * (tried + 1)));
    }
  }
}
