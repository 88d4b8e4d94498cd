import { Drawer, type DrawerProps } from 'antd';
import type { ReactNode } from 'react';

/** A record's drawer: full-screen on a phone (everything a card leaves out), a side panel on a desk. */
export function RecordDrawer({
  compact,
  open,
  title,
  onClose,
  footer,
  children,
  testId,
}: {
  compact: boolean;
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  footer?: DrawerProps['footer'];
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Drawer
      open={open}
      title={title}
      onClose={onClose}
      footer={footer}
      size={compact ? '100%' : 640}
      destroyOnHidden
      data-testid={testId}
    >
      {children}
    </Drawer>
  );
}
