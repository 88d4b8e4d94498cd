import { describe, expect, it } from 'vitest';
import { earlyAttributes, earlyCopy, earlyFilters, earlyForm, earlySave, earlyTheme, withAttribute } from './contract';
import { earlyActionFor, type ControlLike } from './earlyAction';
import { keptControl } from './head/keepInput';

/** A control carrying the props a component spreads (a stand-in for the element React renders). */
function rendered(tagName: string, props: Record<string, string | undefined>): ControlLike & Element {
  const attributes = Object.fromEntries(Object.entries(props).filter(([, value]) => value !== undefined));
  const self = {
    tagName,
    getAttribute: (name: string) => (attributes[name] as string | undefined) ?? null,
    hasAttribute: (name: string) => name in attributes,
    closest: (selector: string) => (matches(selector) ? self : null),
  };
  // Enough of CSS for the early layer's selectors: `[attr]`, `[attr="v"]`, `tag`, `form[attr] tag`, lists.
  const matches = (selector: string): boolean =>
    selector.split(',').some((part) => {
      const one = part.trim();
      if (/\s/.test(one)) return false;
      const tag = /^[a-z]+/.exec(one)?.[0];
      if (tag && tag !== tagName.toLowerCase()) return false;
      return [...one.matchAll(/\[([\w-]+)(?:="([^"]*)")?\]/g)].every(
        ([, name, value]) => name! in attributes && (value === undefined || attributes[name!] === value),
      );
    });
  return self as unknown as ControlLike & Element;
}

describe('the early contract', () => {
  it('makes the controls the builders describe the ones the click handler does at once', () => {
    const save = rendered('BUTTON', { type: 'button', ...earlySave('MD-0001', { save: 'Save', saved: 'Saved' }) });
    const theme = rendered('A', earlyTheme({ toDark: 'Dark', toLight: 'Light' }));
    const copy = rendered('BUTTON', { type: 'button', ...earlyCopy('https://x.test/w', 'status') });
    expect(earlyActionFor(save, true)).toBe('save');
    expect(earlyActionFor(theme, true)).toBe('theme');
    expect(earlyActionFor(copy, true)).toBe('copy');
    expect(save.getAttribute(earlyAttributes.refCode)).toBe('MD-0001');
    expect(save.getAttribute(earlyAttributes.labelSaved)).toBe('Saved');
  });

  it('classifies a tap in the head script exactly as the entry does (one function, shared)', () => {
    const controls = [
      rendered('BUTTON', { type: 'button' }),
      rendered('BUTTON', { type: 'submit' }),
      rendered('BUTTON', {}),
      rendered('BUTTON', { type: 'button', disabled: '' }),
      rendered('BUTTON', { type: 'button', popovertarget: 'x' }),
      rendered('BUTTON', { type: 'button', commandfor: 'menu' }),
      rendered('BUTTON', { type: 'button', ...earlySave('MD-0002', { save: 'a', saved: 'b' }) }),
      rendered('A', earlyTheme({ toDark: 'a', toLight: 'b' })),
    ];
    for (const commands of [true, false])
      for (const control of controls)
        expect(keptControl('click', control, commands) !== null, JSON.stringify(control.getAttribute('type'))).toBe(
          earlyActionFor(control, commands) !== null,
        );
  });

  it('keeps the submit of an early form and the change of an early filter field only', () => {
    const form = rendered('FORM', earlyForm('contact', { tab: true }));
    expect(keptControl('submit', form, true)).toBe(form);
    expect(keptControl('submit', rendered('FORM', {}), true)).toBeNull();
    expect(form.hasAttribute(earlyAttributes.tab)).toBe(true);
    expect(rendered('FORM', earlyForm('track')).hasAttribute(earlyAttributes.tab)).toBe(false);
    expect(withAttribute(earlyAttributes.filters)).toBe(`[${Object.keys(earlyFilters())[0]}]`);
  });
});
