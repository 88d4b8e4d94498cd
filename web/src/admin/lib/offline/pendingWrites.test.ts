import { describe, expect, it, vi } from 'vitest';
import { createPendingWrites } from './pendingWrites';

describe('pending writes', () => {
  it('counts a write until it settles, per record, and tells its listeners', async () => {
    const store = createPendingWrites();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    let finish!: () => void;
    const first = store.track('r1', new Promise<void>((resolve) => (finish = resolve)));
    const second = store.track('r1', Promise.resolve('done'));
    expect(store.count()).toBe(2);
    expect(store.has('r1')).toBe(true);
    expect(await second).toBe('done');
    expect(store.count()).toBe(1);
    expect(store.has('r1')).toBe(true);
    finish();
    await first;
    expect(store.count()).toBe(0);
    expect(store.has('r1')).toBe(false);
    expect(listener).toHaveBeenCalledTimes(4);
    unsubscribe();
  });

  it('lets a refused write reject and stop counting it', async () => {
    const store = createPendingWrites();
    await expect(store.track('m1', Promise.reject(new Error('permission-denied')))).rejects.toThrow('permission');
    expect(store.count()).toBe(0);
    expect(store.has('m1')).toBe(false);
  });
});
