import { describe, expect, it } from 'vitest';
import { retryWhenRefused, retryWhenTransient } from './retry';

/** An attempt that fails `times` times with Firestore's `code`, then answers `answer`; counts its calls. */
function failing<T>(code: string, times: number, answer: T) {
  let calls = 0;
  const attempt = async () => {
    calls += 1;
    if (calls <= times) throw Object.assign(new Error(code), { code });
    return answer;
  };
  return { attempt, calls: () => calls };
}

describe('retryWhenRefused', () => {
  it('tries again after a refusal and answers what the next attempt answers', async () => {
    const move = failing('permission-denied', 2, 'moved');
    await expect(retryWhenRefused(move.attempt, { pauseMs: 1 })).resolves.toBe('moved');
    expect(move.calls()).toBe(3);
  });

  it('throws the refusal after the last attempt', async () => {
    const move = failing('permission-denied', 10, 'moved');
    await expect(retryWhenRefused(move.attempt, { times: 2, pauseMs: 1 })).rejects.toMatchObject({
      code: 'permission-denied',
    });
    expect(move.calls()).toBe(3);
  });

  it('does not retry other errors', async () => {
    const move = failing('not-found', 1, 'moved');
    await expect(retryWhenRefused(move.attempt, { pauseMs: 1 })).rejects.toMatchObject({ code: 'not-found' });
    expect(move.calls()).toBe(1);
  });
});

describe('retryWhenTransient', () => {
  it('tries again while the server is unavailable and answers the next attempt', async () => {
    const count = failing('unavailable', 2, 26);
    await expect(retryWhenTransient(count.attempt, { times: 3, pauseMs: 1 })).resolves.toBe(26);
    expect(count.calls()).toBe(3);
  });

  it('throws a request error at once (a missing index, a refusal)', async () => {
    for (const code of ['failed-precondition', 'permission-denied']) {
      const count = failing(code, 1, 26);
      await expect(retryWhenTransient(count.attempt, { times: 3, pauseMs: 1 })).rejects.toMatchObject({ code });
      expect(count.calls()).toBe(1);
    }
  });

  it('gives up after the last attempt with its error', async () => {
    const count = failing('deadline-exceeded', 10, 26);
    await expect(retryWhenTransient(count.attempt, { times: 2, pauseMs: 1 })).rejects.toMatchObject({
      code: 'deadline-exceeded',
    });
    expect(count.calls()).toBe(3);
  });
});
