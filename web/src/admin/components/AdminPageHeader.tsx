import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/**
 * The head of an admin page: its title with a line under it on the start side, the page's own controls
 * (filters, Save all, Refresh) on the end side; they wrap under the title on a phone.
 */
export function AdminPageHeader({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The page's controls. */
  children?: ReactNode;
}) {
  return (
    <Flex justify="space-between" align="center" wrap gap={12} className="admin-page-header">
      <div>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {subtitle !== undefined && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {children}
    </Flex>
  );
}
