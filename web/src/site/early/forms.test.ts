import { afterEach, describe, expect, it } from 'vitest';
import { installEarlyForms, releaseEarlyForm, takeEarlySubmit, takeEarlyTab } from './forms';

/** A stand-in for a pre-rendered form: its attributes and its pending line's hidden flag. */
function fakeForm(name: string) {
  const attributes = new Map<string, string>([['data-early-form', name]]);
  const pending = { hidden: true, removeAttribute: (attr: string) => attr === 'hidden' && (pending.hidden = false) };
  const form = {
    attributes,
    pending,
    getAttribute: (attr: string) => attributes.get(attr) ?? null,
    hasAttribute: (attr: string) => attributes.has(attr),
    setAttribute: (attr: string, value: string) => void attributes.set(attr, value),
    removeAttribute: (attr: string) => void attributes.delete(attr),
    querySelector: (selector: string) => (selector === '[data-early-pending]' ? pending : null),
    closest: (selector: string) => (selector === 'form[data-early-form]' ? form : null),
  };
  return form;
}

/** Dispatches a cancelable submit whose target is `form`; answers whether it was cancelled. */
function submit(root: EventTarget, form: object): { cancelled: boolean; reachedApp: boolean } {
  let reachedApp = false;
  const listener = () => (reachedApp = true);
  root.addEventListener('submit', listener);
  const event = new Event('submit', { cancelable: true });
  Object.defineProperty(event, 'target', { value: form });
  root.dispatchEvent(event);
  root.removeEventListener('submit', listener);
  return { cancelled: event.defaultPrevented, reachedApp };
}

describe('installEarlyForms', () => {
  afterEach(() => {
    releaseEarlyForm('contact');
    releaseEarlyForm('request');
  });

  it('cancels a submit before the app is ready, shows the pending line and queues it once', () => {
    const root = new EventTarget();
    installEarlyForms(root);
    const form = fakeForm('contact');
    expect(submit(root, form)).toEqual({ cancelled: true, reachedApp: false });
    expect(form.pending.hidden).toBe(false);
    expect(form.attributes.get('aria-busy')).toBe('true');
    // A second tap before the app is ready is the same queued submit.
    expect(submit(root, form).cancelled).toBe(true);
    expect(takeEarlySubmit('contact', form)).toBe(true);
    expect(form.attributes.has('aria-busy')).toBe(false);
    expect(takeEarlySubmit('contact', form)).toBe(false);
  });

  it('opens the chat tab inside the early tap for a form that hands off, once, for the app to take', () => {
    const opened: string[] = [];
    const tab = { closed: false, opener: {} as unknown, location: { href: '' }, close: () => undefined };
    const globals = globalThis as { window?: unknown };
    globals.window = { open: (url: string) => (opened.push(url), tab) };
    try {
      const root = new EventTarget();
      installEarlyForms(root);
      const plain = fakeForm('request');
      submit(root, plain);
      expect(opened).toEqual([]);
      expect(takeEarlyTab('request')).toBeNull();
      const contact = fakeForm('contact');
      contact.attributes.set('data-early-tab', '');
      // An incomplete form (the browser's own check) opens no tab: it would only flash open and shut.
      const required = (value: string, type = 'text') => ({
        type,
        value,
        checked: value === 'on',
        getAttribute: (attr: string) => (attr === 'aria-required' ? 'true' : null),
      });
      const incomplete = Object.assign(fakeForm('contact'), { elements: [required('Sara'), required('')] });
      incomplete.attributes.set('data-early-tab', '');
      submit(root, incomplete);
      expect(opened).toEqual([]);
      const invisible = Object.assign(fakeForm('contact'), { elements: [required('\u200b\u200b')] });
      invisible.attributes.set('data-early-tab', '');
      submit(root, invisible);
      expect(opened).toEqual([]);
      const unticked = Object.assign(fakeForm('contact'), { elements: [required('Sara'), required('', 'checkbox')] });
      unticked.attributes.set('data-early-tab', '');
      submit(root, unticked);
      expect(opened).toEqual([]);
      submit(root, contact);
      submit(root, contact); // a second tap opens no second tab
      expect(opened).toEqual(['about:blank']);
      expect(takeEarlyTab('contact')).toBe(tab);
      expect(tab.opener).toBeNull();
      expect(takeEarlyTab('contact')).toBeNull();
      expect(takeEarlySubmit('request')).toBe(true);
      expect(takeEarlySubmit('contact')).toBe(true);
    } finally {
      delete globals.window;
    }
  });

  it('leaves the submits of a hydrated form, and of other forms, to the app', () => {
    const root = new EventTarget();
    installEarlyForms(root);
    expect(takeEarlySubmit('request')).toBe(false);
    expect(submit(root, fakeForm('request'))).toEqual({ cancelled: false, reachedApp: true });
    const plain = { closest: () => null };
    expect(submit(root, plain)).toEqual({ cancelled: false, reachedApp: true });
    expect(takeEarlySubmit('request')).toBe(false);
  });

  it('queues again after the form was released (a later visit of the page)', () => {
    const root = new EventTarget();
    installEarlyForms(root);
    takeEarlySubmit('contact');
    releaseEarlyForm('contact');
    expect(submit(root, fakeForm('contact')).cancelled).toBe(true);
    expect(takeEarlySubmit('contact')).toBe(true);
  });
});
