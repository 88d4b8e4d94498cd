/**
 * The public forms' fields are uncontrolled (issue 25): the pre-rendered inputs are typable from the
 * first byte and hydration keeps what was typed, the caret and the ticked box. The form reads its
 * values from the DOM when it needs them. `FormLike` is the part of HTMLFormElement used here.
 */
export interface FieldLike {
  value: string;
  /** The field's document (its active element is the field the visitor is in). */
  ownerDocument?: { activeElement: unknown } | null;
}

export interface FormLike {
  elements: { namedItem(name: string): unknown };
}

function textField(form: FormLike, name: string): FieldLike | null {
  const field = form.elements.namedItem(name) as (FieldLike & { type?: string }) | null;
  return field && typeof field.value === 'string' && field.type !== 'checkbox' ? field : null;
}

/** The current text of each named field ('' for a missing one). */
export function readTextFields<K extends string>(form: FormLike, names: readonly K[]): Record<K, string> {
  return Object.fromEntries(names.map((name) => [name, textField(form, name)?.value ?? ''])) as Record<K, string>;
}

/** Whether the named checkbox is ticked. */
export function isTicked(form: FormLike, name: string): boolean {
  return (form.elements.namedItem(name) as { checked?: unknown } | null)?.checked === true;
}

/**
 * Puts a draft back into the fields that are still empty: text typed before the app started wins. A field
 * the visitor is in is left alone, empty or not: they are about to type, and a draft set under the caret
 * would put their typing after it ("0551230099" typed became "05512300990551230099" in a CI run, the
 * draft of the previous page's lookup restored between the field's focus and the text).
 */
export function restoreEmptyFields(form: FormLike, values: Record<string, string>): void {
  for (const [name, value] of Object.entries(values)) {
    const field = textField(form, name);
    if (!field || field.value.length > 0 || value.length === 0) continue;
    if (field.ownerDocument?.activeElement === field) continue;
    field.value = value;
  }
}

/** Every named text field of a form (inputs other than boxes and buttons, text areas, selects), as a draft keeps them. */
export function allTextFields(form: { elements: ArrayLike<unknown> }): Record<string, string> {
  const values: Record<string, string> = {};
  for (const element of Array.from(form.elements)) {
    const field = element as { name?: unknown; value?: unknown; type?: unknown };
    const skipped = ['checkbox', 'radio', 'submit', 'button', 'reset', 'file', 'hidden', 'password'];
    if (
      typeof field.name === 'string' &&
      field.name &&
      typeof field.value === 'string' &&
      !skipped.includes(String(field.type))
    )
      values[field.name] = field.value;
  }
  return values;
}
