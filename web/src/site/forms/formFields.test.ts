import { describe, expect, it } from 'vitest';
import { isTicked, readTextFields, restoreEmptyFields, type FormLike } from './formFields';

function fakeForm(fields: Record<string, { value?: string; type?: string; checked?: boolean }>): FormLike {
  return { elements: { namedItem: (name: string) => fields[name] ?? null } };
}

describe('form fields', () => {
  it('reads text fields and the consent box from the DOM', () => {
    const form = fakeForm({ name: { value: 'Sara' }, consent: { type: 'checkbox', value: 'on', checked: true } });
    expect(readTextFields(form, ['name', 'email'])).toEqual({ name: 'Sara', email: '' });
    expect(isTicked(form, 'consent')).toBe(true);
    expect(isTicked(fakeForm({ consent: { type: 'checkbox', checked: false } }), 'consent')).toBe(false);
  });

  it('restores a draft into empty fields only, never into the consent box', () => {
    const fields = { name: { value: 'typed early' }, email: { value: '' }, consent: { type: 'checkbox', value: 'on' } };
    restoreEmptyFields(fakeForm(fields), { name: 'from draft', email: 'sara@example.com', consent: 'x', gone: 'y' });
    expect(fields.name.value).toBe('typed early');
    expect(fields.email.value).toBe('sara@example.com');
    expect(fields.consent.value).toBe('on');
  });
});
