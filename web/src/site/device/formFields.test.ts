import { describe, expect, it } from 'vitest';
import { allTextFields, isTicked, readTextFields, restoreEmptyFields, type FormLike } from './formFields';

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

  it('leaves the field the visitor is in alone, so what they type is not appended to a draft', () => {
    const document = { activeElement: null as unknown };
    const phone = { value: '', ownerDocument: document };
    const code = { value: '', ownerDocument: document };
    document.activeElement = phone;
    restoreEmptyFields(fakeForm({ phone, code }), { phone: '0551230099', code: 'R-JRNE-E2' });
    expect(phone.value).toBe('');
    expect(code.value).toBe('R-JRNE-E2');
  });
});

describe('allTextFields', () => {
  it('keeps named text fields and leaves out boxes, buttons, hidden and unnamed fields', () => {
    const elements = [
      { name: 'name', value: 'Sara', type: 'text' },
      { name: 'message', value: 'hi', type: 'textarea' },
      { name: 'consent', value: 'on', type: 'checkbox' },
      { name: '', value: 'x', type: 'text' },
      { name: 'go', value: '', type: 'submit' },
      { name: 'token', value: 't', type: 'hidden' },
    ];
    expect(allTextFields({ elements })).toEqual({ name: 'Sara', message: 'hi' });
  });
});
