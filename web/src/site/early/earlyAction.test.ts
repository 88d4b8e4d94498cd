import { describe, expect, it } from 'vitest';
import { earlyActionFor, type ControlLike } from './earlyAction';

const control = (tagName: string, attributes: Record<string, string> = {}): ControlLike => ({
  tagName,
  getAttribute: (name) => attributes[name] ?? null,
  hasAttribute: (name) => name in attributes,
});

describe('earlyActionFor', () => {
  it('does Save, theme and copy at once where the control declares them', () => {
    expect(earlyActionFor(control('BUTTON', { type: 'button', 'data-early': 'save' }), true)).toBe('save');
    expect(earlyActionFor(control('A', { 'data-early': 'theme' }), true)).toBe('theme');
    expect(earlyActionFor(control('BUTTON', { type: 'button', 'data-early': 'copy' }), true)).toBe('copy');
  });

  it('replays the app buttons (type="button") once the app is ready', () => {
    expect(earlyActionFor(control('BUTTON', { type: 'button' }), true)).toBe('replay');
    expect(earlyActionFor(control('button', { type: 'BUTTON', 'data-early': 'nonsense' }), true)).toBe('replay');
  });

  it('replays an invoker-command button only where the browser cannot run the command', () => {
    const menu = control('BUTTON', { type: 'button', command: 'show-modal', commandfor: 'site-menu' });
    expect(earlyActionFor(menu, true)).toBeNull();
    expect(earlyActionFor(menu, false)).toBe('replay');
  });

  it('leaves to the browser what works as HTML: links, submit buttons, popover buttons, disabled ones', () => {
    expect(earlyActionFor(control('A', { href: '/contact' }), true)).toBeNull();
    expect(earlyActionFor(control('BUTTON'), true)).toBeNull();
    expect(earlyActionFor(control('BUTTON', { type: 'submit' }), true)).toBeNull();
    expect(earlyActionFor(control('BUTTON', { type: 'button', popovertarget: 'menu' }), true)).toBeNull();
    expect(earlyActionFor(control('BUTTON', { type: 'button', disabled: '' }), true)).toBeNull();
    expect(earlyActionFor(control('SUMMARY'), true)).toBeNull();
  });
});
