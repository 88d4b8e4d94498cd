import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Popconfirm, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trashCollections, type TrashItem } from '@household/model';
import { TrashError } from '@/admin/lib/trash';
import { formatDate } from '@/lib/dates';
import { toLanguage } from '@household/model';
import { deleteForeverAsAdmin, restoreAsAdmin, useAdminUid, useTrash } from './api/trashApi';
import { countByCollection, daysLeftLabel, filterTrash, type TrashFilter } from './trashList';

/**
 * The trash (a tab of /admin/activity): what the admin deleted in the last 30 days, newest first, with
 * Restore (puts the document back exactly as it was, files included) and Delete forever (confirmed;
 * the files go too). The daily purge removes entries older than 30 days.
 */
export function TrashTab() {
  const { t, i18n } = useTranslation('admin');
  const { message } = App.useApp();
  const { status, items } = useTrash();
  const adminUid = useAdminUid();
  const [filter, setFilter] = useState<TrashFilter>('all');
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const language = toLanguage(i18n.resolvedLanguage);
  const now = new Date();

  const visible = useMemo(() => filterTrash(items, filter), [items, filter]);
  const counts = useMemo(() => countByCollection(items), [items]);

  async function run(item: TrashItem, action: 'restore' | 'deleteForever') {
    setBusy((current) => new Set(current).add(item.trashId));
    try {
      if (action === 'restore') await restoreAsAdmin(item.trashId);
      else await deleteForeverAsAdmin(item.trashId);
      message.success(t(action === 'restore' ? 'trash.restored' : 'trash.deletedForever', { title: item.title }));
    } catch (error) {
      console.error(`Trash: ${action} failed`, item.trashId, error);
      if (error instanceof TrashError && error.reason === 'originalExists')
        message.error(t('trash.restoreExists', { title: item.title }));
      else if (error instanceof TrashError && error.reason === 'notFound') message.error(t('trash.gone'));
      else message.error(t(action === 'restore' ? 'trash.restoreFailed' : 'trash.deleteForeverFailed'));
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(item.trashId);
        return next;
      });
    }
  }

  const columns: ColumnsType<TrashItem> = [
    {
      title: t('trash.columns.collection'),
      dataIndex: 'collection',
      width: 150,
      render: (_value, item) => <Tag>{t(`trash.collections.${item.collection}`)}</Tag>,
    },
    {
      title: t('trash.columns.title'),
      dataIndex: 'title',
      render: (_value, item) => <Typography.Text strong>{item.title}</Typography.Text>,
    },
    {
      title: t('trash.columns.deletedAt'),
      dataIndex: 'deletedAt',
      width: 190,
      render: (_value, item) => formatDate(item.deletedAt, language, 'dateTime'),
    },
    {
      title: t('trash.columns.deletedBy'),
      dataIndex: 'deletedBy',
      width: 140,
      render: (_value, item) =>
        item.deletedBy === adminUid ? (
          t('trash.byYou')
        ) : (
          <Typography.Text code>{item.deletedBy.slice(0, 8)}</Typography.Text>
        ),
    },
    {
      title: t('trash.columns.daysLeft'),
      key: 'daysLeft',
      width: 120,
      render: (_value, item) => {
        const { days, urgent } = daysLeftLabel(item, now);
        return <Tag color={urgent ? 'red' : 'default'}>{t('trash.daysLeft', { count: days })}</Tag>;
      },
    },
    {
      title: t('trash.columns.actions'),
      key: 'actions',
      width: 260,
      render: (_value, item) => (
        <Space wrap>
          <Button
            icon={<UndoOutlined />}
            loading={busy.has(item.trashId)}
            onClick={() => void run(item, 'restore')}
            aria-label={`${t('trash.restore')} ${item.title}`}
          >
            {t('trash.restore')}
          </Button>
          <Popconfirm
            title={t('trash.deleteForeverConfirm.title', { title: item.title })}
            description={t('trash.deleteForeverConfirm.description')}
            okText={t('trash.deleteForeverConfirm.ok')}
            cancelText={t('trash.deleteForeverConfirm.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => run(item, 'deleteForever')}
          >
            <Button
              danger
              icon={<DeleteOutlined />}
              disabled={busy.has(item.trashId)}
              aria-label={`${t('trash.deleteForever')} ${item.title}`}
            >
              {t('trash.deleteForever')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const filterOptions = [
    { value: 'all', label: `${t('trash.filterAll')} (${items.length})` },
    ...trashCollections.map((collection) => ({
      value: collection,
      label: `${t(`trash.collections.${collection}`)} (${counts[collection] ?? 0})`,
    })),
  ];

  return (
    <Flex vertical gap={16} data-testid="trash-tab">
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t('trash.intro')}
      </Typography.Paragraph>
      <Select<TrashFilter>
        value={filter}
        onChange={setFilter}
        options={filterOptions}
        aria-label={t('trash.filterLabel')}
        style={{ width: 240 }}
      />
      {status === 'error' ? <Alert type="error" showIcon message={t('trash.loadFailed')} /> : null}
      <Table<TrashItem>
        rowKey="trashId"
        columns={columns}
        dataSource={visible}
        loading={status === 'loading'}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: 900 }}
        locale={{ emptyText: t('trash.empty') }}
      />
    </Flex>
  );
}
