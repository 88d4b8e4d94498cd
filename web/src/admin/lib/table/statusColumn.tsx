import { Space } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { PendingMark } from '@/admin/lib/offline/OfflineBanner';

/**
 * A record's status control with its "waiting to send" mark (docs/decisions/029-admin-on-a-phone.md):
 * what the first column of a list page shows, and what its phone card shows as the status.
 */
export function RowStatus({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Space size={4} wrap>
      {children}
      <PendingMark id={id} />
    </Space>
  );
}

/**
 * The list pages' shared status column (messages, requests, staff): the stored `status`, drawn by the
 * page's own control inside a RowStatus.
 */
export function statusColumn<T extends { id: string }>(
  title: string,
  control: (item: T) => ReactNode,
  width?: number,
): ColumnType<T> {
  return {
    title,
    dataIndex: 'status',
    key: 'status',
    width,
    render: (_value, item) => <RowStatus id={item.id}>{control(item)}</RowStatus>,
  };
}
