import { Popconfirm, type PopconfirmProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * Asks before a delete that moves an item to the trash (restorable for 30 days): Delete in red, or Cancel.
 * `description` says what moves with it, where that is more than the item.
 */
export function TrashConfirm({
  title,
  description,
  onConfirm,
  children,
}: {
  title: string;
  description?: string;
  onConfirm: PopconfirmProps['onConfirm'];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Popconfirm
      title={title}
      description={description ?? t('trash.moveConfirm')}
      okText={t('common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
