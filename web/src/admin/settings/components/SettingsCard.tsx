import { Card, Col, Form, Space, type FormInstance, type FormItemProps } from 'antd';
import type { ReactNode } from 'react';
import type { AdminFeedback } from '@/admin/lib/useAdminAction';

/** A settings card: its icon and title, the short hint beside them (if any), and the test id. */
export function SettingsCard({
  icon,
  title,
  hint,
  testId,
  children,
}: {
  icon: ReactNode;
  title: ReactNode;
  hint?: ReactNode;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Card
      title={
        <Space>
          {icon}
          {title}
        </Space>
      }
      extra={hint === undefined ? undefined : <span className="settings__card-hint">{hint}</span>}
      data-testid={testId}
    >
      {children}
    </Card>
  );
}

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

/** A refused save: each problem under its field, the first one in a toast; the input stays as typed. */
export function showProblems<T>(
  form: FormInstance<T>,
  problems: Partial<Record<keyof T, string>>,
  message: (problem: string) => string,
  feedback: AdminFeedback,
): void {
  const entries = Object.entries(problems) as [keyof T & string, string][];
  form.setFields(entries.map(([name, problem]) => ({ name: name as never, errors: [message(problem)] })));
  feedback.error(message(entries[0]![1]));
}
