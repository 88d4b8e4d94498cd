import { DeleteOutlined } from '@ant-design/icons';
import { Button, Flex, Popconfirm, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface BulkActionBarProps<S extends string> {
  /** How many rows are selected (the bar hides at 0). */
  count: number;
  statusOptions: { value: S; label: string }[];
  onChangeStatus: (status: S) => Promise<void>;
  /** Absent: no trash action. */
  onTrash?: () => Promise<void>;
  onClear: () => void;
}

/** The bar above an admin table while rows are selected: change status, move to trash, clear (one summary toast is the caller's). */
export function BulkActionBar<S extends string>({
  count,
  statusOptions,
  onChangeStatus,
  onTrash,
  onClear,
}: BulkActionBarProps<S>) {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<S | undefined>();
  const [busy, setBusy] = useState<'status' | 'trash' | null>(null);
  if (count === 0) return null;

  async function run(kind: 'status' | 'trash', action: () => Promise<void>) {
    setBusy(kind);
    try {
      await action();
    } finally {
      setBusy(null);
    }
  }

  return (
    <Flex
      align="center"
      gap={8}
      wrap
      className="admin-bulk-bar"
      role="region"
      aria-label={t('bulk.selected', { count })}
      data-testid="bulk-bar"
      style={{ marginBlockEnd: 12 }}
    >
      <Typography.Text strong>{t('bulk.selected', { count })}</Typography.Text>
      <Select<S>
        size="middle"
        placeholder={t('bulk.statusPlaceholder')}
        aria-label={t('bulk.statusPlaceholder')}
        value={status}
        onChange={setStatus}
        options={statusOptions}
        style={{ minWidth: 200 }}
        popupMatchSelectWidth={false}
        disabled={busy !== null}
      />
      <Button
        type="primary"
        disabled={status === undefined || busy !== null}
        loading={busy === 'status'}
        onClick={() => status && void run('status', () => onChangeStatus(status))}
      >
        {t('bulk.apply')}
      </Button>
      {onTrash && (
        <Popconfirm
          title={t('bulk.trashConfirm')}
          description={t('bulk.trashConfirmDescription')}
          okText={t('bulk.trash')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => run('trash', onTrash)}
        >
          <Button danger icon={<DeleteOutlined />} loading={busy === 'trash'} disabled={busy !== null}>
            {t('bulk.trash')}
          </Button>
        </Popconfirm>
      )}
      <Button type="link" onClick={onClear} disabled={busy !== null}>
        {t('bulk.clear')}
      </Button>
    </Flex>
  );
}
