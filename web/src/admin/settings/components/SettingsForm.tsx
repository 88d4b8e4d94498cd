import type { Language } from '@household/model';
// The pieces of the settings forms (company details, office facts): the fields in a grid, one text in both
// languages, Save, and one save path (validate, show a refusal under its fields, write with the section's toasts).
import { SaveOutlined } from '@ant-design/icons';
import { Button, Col, Form, Row, type FormInstance, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction } from '@/admin/lib/useAdminAction';

/** One field of a settings form in its grid column: full width on a phone, `md` of 24 from a tablet on. */
export function FieldCol({
  md,
  name,
  label,
  extra,
  rules,
  children,
}: { md?: number; children: ReactNode } & Pick<FormItemProps, 'name' | 'label' | 'extra' | 'rules'>) {
  return (
    <Col xs={24} md={md}>
      <Form.Item name={name} label={label} extra={extra} rules={rules}>
        {children}
      </Form.Item>
    </Col>
  );
}

/** A settings form: its fields in a grid, then Save (busy while `saving`). */
export function SettingsForm<T extends object>({
  form,
  onSave,
  saving,
  children,
}: {
  form: FormInstance<T>;
  onSave: (values: T) => Promise<void>;
  saving: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Form<T> form={form} layout="vertical" onFinish={(values) => void onSave(values)}>
      <Row gutter={16}>{children}</Row>
      <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={saving}>
        {t('common.save')}
      </Button>
    </Form>
  );
}

/** A text in both languages side by side (`{name}En` left to right, `{name}Ar` right to left), half a row each. */
export function BilingualFieldCols({
  name,
  label,
  rules,
  input,
}: {
  name: string;
  label: (suffix: 'En' | 'Ar') => ReactNode;
  rules?: FormItemProps['rules'];
  input: (dir: 'ltr' | 'rtl', lang: Language) => ReactNode;
}) {
  return (
    <>
      <FieldCol md={12} name={`${name}En`} label={label('En')} rules={rules}>
        {input('ltr', 'en')}
      </FieldCol>
      <FieldCol md={12} name={`${name}Ar`} label={label('Ar')} rules={rules}>
        {input('rtl', 'ar')}
      </FieldCol>
    </>
  );
}

type Validated<T, V> = { ok: true; value: V } | { ok: false; problems: Partial<Record<keyof T, string>> };

/**
 * The save of a settings form: the values validated; a refusal shows each problem under its field and the
 * first one in a toast, and the input stays; an accepted value is written with `settings.{section}.saved`
 * or `settings.{section}.saveFailed`.
 */
export function useSettingsSave<T, V>(
  form: FormInstance<T>,
  section: 'company' | 'office',
  validate: (values: T) => Validated<T, V>,
  write: (value: V) => Promise<unknown>,
): { save: (values: T) => Promise<void>; saving: boolean } {
  const { t } = useTranslation('admin');
  const { run, busy, feedback } = useAdminAction();
  async function save(values: T) {
    const result = validate(values);
    if (!result.ok) {
      const message = (problem: string) => t(`settings.${section}.${problem}`);
      const entries = Object.entries(result.problems) as [keyof T & string, string][];
      form.setFields(entries.map(([name, problem]) => ({ name: name as never, errors: [message(problem)] })));
      feedback.error(message(entries[0]![1]));
      return;
    }
    const { value } = result;
    await run(() => write(value), {
      success: t(`settings.${section}.saved`),
      failure: t(`settings.${section}.saveFailed`),
    });
  }
  return { save, saving: busy };
}
