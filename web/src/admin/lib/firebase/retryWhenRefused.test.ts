import { describe, expect, it } from 'vitest';
import { retryWhenRefused } from './retryWhenRefused';

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
