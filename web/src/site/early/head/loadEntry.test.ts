import { describe, expect, it } from 'vitest';
import type { PaintWindow } from './afterFirstPaint';
import { addEntryScript, entryMetaName, loadEntryAfterFirstPaint } from './loadEntry';

/** The parts of a document the loader touches: its meta by name, and what it appends to the head. */
function fakeDocument(content: string | null, prerendered = true) {
  const appended: Array<Record<string, string>> = [];
  const asked: string[] = [];
  const doc = {
    baseURI: 'https://office.example/maids-resume?lang=ar',
    documentElement: { hasAttribute: (name: string) => prerendered && name === 'data-prerendered' },
    querySelector: (selector: string) => {
      asked.push(selector);
      return content === null ? null : { getAttribute: (name: string) => (name === 'content' ? content : null) };
    },
    createElement: (tag: string) => ({ tag }) as Record<string, string>,
    head: { append: (node: Record<string, string>) => appended.push(node) },
  };
  return { doc: doc as unknown as Document, appended, asked };
}

describe('the entry after the first paint', () => {
  it('adds the module script the meta names, once', () => {
    const { doc, appended, asked } = fakeDocument('/assets/index-Ab12.js');
    expect(addEntryScript(doc)).toBe(true);
    expect(asked).toEqual([`meta[name="${entryMetaName}"]`]);
    expect(appended).toEqual([
      { tag: 'script', type: 'module', crossOrigin: '', src: 'https://office.example/assets/index-Ab12.js' },
    ]);
  });

  it('does nothing without the meta (the admin shell, npm run dev) or with an address off the site', () => {
    for (const content of [
      null,
      '',
      'https://elsewhere.example/x.js',
      '//elsewhere.example/x.js',
      '/\\elsewhere.example/x.js',
      '/\t/elsewhere.example/x.js',
      '/\n/elsewhere.example/x.js',
      '//[elsewhere',
      'javascript:1',
    ]) {
      const { doc, appended } = fakeDocument(content);
      expect(addEntryScript(doc)).toBe(false);
      expect(appended).toEqual([]);
    }
  });

  it('adds it at once on a page that is not pre-rendered (nothing to paint before the app)', () => {
    const { doc, appended } = fakeDocument('/assets/index-Ab12.js', false);
    loadEntryAfterFirstPaint(doc, {
      requestAnimationFrame: () => 0,
      setTimeout: () => 0,
    });
    expect(appended).toHaveLength(1);
  });

  it('waits for the first contentful paint on a pre-rendered page', () => {
    const { doc, appended } = fakeDocument('/assets/index-Ab12.js');
    const timers: Array<() => void> = [];
    let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
    const target: PaintWindow = {
      requestAnimationFrame: () => 0,
      setTimeout: (callback) => timers.push(callback),
      performance: { getEntriesByName: () => [] },
      PerformanceObserver: class {
        static supportedEntryTypes = ['paint'];
        constructor(callback: typeof observer) {
          observer = callback;
        }
        observe() {}
        disconnect() {}
      },
    };
    loadEntryAfterFirstPaint(doc, target);
    expect(appended).toEqual([]);
    observer!({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    // The paint queues a task (timers[1]); the fallback timer (timers[0]) is still waiting.
    timers[1]!();
    expect(appended).toHaveLength(1);
    timers[0]!();
    expect(appended).toHaveLength(1);
  });
});
