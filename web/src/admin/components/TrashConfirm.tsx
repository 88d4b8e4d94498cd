import { Popconfirm, type PopconfirmProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks before a delete that moves an item to the trash (restorable for 30 days): Delete in red, or Cancel. */
export function TrashConfirm({
  title,
  onConfirm,
  children,
}: {
  title: string;
  onConfirm: PopconfirmProps['onConfirm'];
  children: ReactNode;
}) {
  const { t } = useTranslation('admin');
  return (
    <Popconfirm
      title={title}
      description={t('trash.moveConfirm')}
      okText={t('common.delete')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}
