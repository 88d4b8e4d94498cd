import { describe, expect, it } from 'vitest';
import { retryWhenRefused, retryWhenTransient } from './retry';

const refused = () => Object.assign(new Error('Missing or insufficient permissions.'), { code: 'permission-denied' });

describe('retryWhenRefused', () => {
  it('tries again after a refusal and answers what the next attempt answers', async () => {
    let calls = 0;
    const result = await retryWhenRefused(
      async () => {
        calls += 1;
        if (calls < 3) throw refused();
        return 'moved';
      },
      { pauseMs: 1 },
    );
    expect(result).toBe('moved');
    expect(calls).toBe(3);
  });

  it('throws the refusal after the last attempt', async () => {
    let calls = 0;
    const run = retryWhenRefused(
      async () => {
        calls += 1;
        throw refused();
      },
      { times: 2, pauseMs: 1 },
    );
    await expect(run).rejects.toMatchObject({ code: 'permission-denied' });
    expect(calls).toBe(3);
  });

  it('does not retry other errors', async () => {
    let calls = 0;
    const run = retryWhenRefused(
      async () => {
        calls += 1;
        throw Object.assign(new Error('gone'), { code: 'not-found' });
      },
      { pauseMs: 1 },
    );
    await expect(run).rejects.toMatchObject({ code: 'not-found' });
    expect(calls).toBe(1);
  });
});

describe('retryWhenTransient', () => {
  const failing = (code: string, times: number) => {
    let calls = 0;
    const attempt = async () => {
      calls += 1;
      if (calls <= times) throw Object.assign(new Error(code), { code });
      return 26;
    };
    return { attempt, calls: () => calls };
  };

  it('tries again while the server is unavailable and answers the next attempt', async () => {
    const count = failing('unavailable', 2);
    await expect(retryWhenTransient(count.attempt, { times: 3, pauseMs: 1 })).resolves.toBe(26);
    expect(count.calls()).toBe(3);
  });

  it('throws a request error at once (a missing index, a refusal)', async () => {
    for (const code of ['failed-precondition', 'permission-denied']) {
      const count = failing(code, 1);
      await expect(retryWhenTransient(count.attempt, { times: 3, pauseMs: 1 })).rejects.toMatchObject({ code });
      expect(count.calls()).toBe(1);
    }
  });

  it('gives up after the last attempt with its error', async () => {
    const count = failing('deadline-exceeded', 10);
    await expect(retryWhenTransient(count.attempt, { times: 2, pauseMs: 1 })).rejects.toMatchObject({
      code: 'deadline-exceeded',
    });
    expect(count.calls()).toBe(3);
  });
});
