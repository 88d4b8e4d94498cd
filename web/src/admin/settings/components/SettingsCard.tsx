import { Card, Space } from 'antd';
import type { ReactNode } from 'react';

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
