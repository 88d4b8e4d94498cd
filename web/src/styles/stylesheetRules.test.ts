import { describe, expect, it } from 'vitest';
import { loadStylesheetRules, type RulesDocument } from './stylesheetRules';

/** A page with (or without) the pre-renderer's marked inline style; records the links put after it. */
function page(critical: string | null) {
  const inserted: FakeLink[] = [];
  class FakeLink {
    rel = '';
    href = '';
    removed = false;
    private listeners: Record<string, () => void> = {};
    addEventListener(type: string, listener: () => void) {
      this.listeners[type] = listener;
    }
    fire(type: 'load' | 'error') {
      this.listeners[type]?.();
    }
    remove() {
      this.removed = true;
    }
  }
  const doc = {
    querySelector: (selector: string) =>
      selector === 'style[data-critical]' && critical !== null
        ? {
            getAttribute: (name: string) => (name === 'data-critical' ? critical : null),
            after: (link: FakeLink) => inserted.push(link),
          }
        : null,
    createElement: () => new FakeLink(),
  };
  const timers: Array<() => void> = [];
  const setTimeout = ((callback: () => void) => {
    timers.push(callback);
    return 0;
  }) as unknown as typeof globalThis.setTimeout;
  const link = (index: number) => {
    const found = inserted[index];
    if (!found) throw new Error(`no link number ${index + 1} was inserted`);
    return found;
  };
  return { doc: doc as unknown as RulesDocument, inserted, link, timers, clock: { setTimeout } };
}

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
};

describe('loadStylesheetRules', () => {
  it('puts one stylesheet link to the marked file right after the inline style, and resolves when it loads', async () => {
    const { doc, inserted, link, clock } = page('/assets/rules-abc.css');
    const first = loadStylesheetRules(doc, 8000, clock);
    const second = loadStylesheetRules(doc, 8000, clock);
    expect(second).toBe(first);
    expect(inserted.map((link) => [link.rel, link.href])).toEqual([['stylesheet', '/assets/rules-abc.css']]);
    expect(await settled(first)).toBe(false);
    link(0).fire('load');
    expect(await settled(first)).toBe(true);
  });

  it('loads nothing on a page without the marked style (the admin shell links the whole sheet)', async () => {
    const { doc, inserted, clock } = page(null);
    expect(await settled(loadStylesheetRules(doc, 8000, clock))).toBe(true);
    expect(inserted).toEqual([]);
  });

  it('removes a link that failed and tries again on the next call', async () => {
    const { doc, inserted, link, clock } = page('/assets/rules-abc.css');
    const first = loadStylesheetRules(doc, 8000, clock);
    link(0).fire('error');
    expect(await settled(first)).toBe(true);
    expect(link(0).removed).toBe(true);
    void loadStylesheetRules(doc, 8000, clock);
    expect(inserted).toHaveLength(2);
    expect(link(1).removed).toBe(false);
  });

  it('stops waiting after the deadline and leaves the link to apply when it arrives', async () => {
    const { doc, link, timers, clock } = page('/assets/rules-abc.css');
    const waiting = loadStylesheetRules(doc, 8000, clock);
    expect(await settled(waiting)).toBe(false);
    timers.forEach((fire) => fire());
    expect(await settled(waiting)).toBe(true);
    expect(link(0).removed).toBe(false);
  });
});
