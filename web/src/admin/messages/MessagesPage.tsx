import { DeleteOutlined, DownloadOutlined, EyeOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Flex, Segmented, Select, Space, Tag, Tooltip, Typography } from 'antd';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { deleteMessage, markMessageNotificationRead, updateMessageStatus, useContactMessages } from './api/messagesApi';
import {
  buildReplyMailto,
  buildTelLink,
  messageStatuses,
  type ContactMessage,
  type MessageStatus,
} from './messageModel';
import { formatDate } from '@/lib/dates';
import { StatusSelect } from '@/admin/components/StatusSelect';
import { FamilyReplyButtons } from '@/admin/components/FamilyReplyButtons';
import { useUndoNotice } from '@/admin/lib/undo/useUndoNotice';
import { SavedViewsMenu } from '@/admin/lib/views/SavedViewsMenu';
import { useMessageTools } from './useMessageTools';
import { toLanguage } from '@household/model';
import { useUrlChoice } from '@/admin/lib/views/useUrlChoice';
import { TrashConfirm } from '@/admin/components/TrashConfirm';
import { useAdminTable } from '@/admin/lib/table/useAdminTable';
import { TableSearch } from '@/admin/lib/table/TableSearch';
import { AdminList, RecordCard } from '@/admin/lib/table/AdminList';
import { RecordDrawer } from '@/admin/lib/table/RecordDrawer';
import { matchesText } from '@/admin/lib/table/tableAddress';
import { RowStatus, statusColumn } from '@/admin/lib/table/statusColumn';

const statusColor: Record<MessageStatus, string> = { unread: 'red', read: 'blue', replied: 'green' };
const messageFilters = ['all', ...messageStatuses] as const;

/** A text cell of the table (name, subject), bold while its message is unread. */
const unreadInBold = (value: string, item: ContactMessage) => (
  <Typography.Text strong={item.status === 'unread'} dir="auto">
    {value}
  </Typography.Text>
);

/** Admin messages: live table (cards on a phone), detail drawer (opening marks read), status, mailto reply, delete. */
export function MessagesPage() {
  const { t, i18n } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const { status, data: messages } = useContactMessages();
  // The table kit: ?q= search, ?open= message, cards below 768 px. The status filter lives in the address
  // too (?status=unread), so a reload, a saved view or a shared link keeps it.
  const table = useAdminTable();
  const { search, openId, compact } = table;
  const [filter, setFilter] = useUrlChoice<'all' | MessageStatus>('status', messageFilters, 'all');
  const markedOnOpen = useRef(new Set<string>());
  const offerUndo = useUndoNotice();
  const language = toLanguage(i18n.resolvedLanguage);

  const open = messages.find((item) => item.id === openId) ?? null;
  const unreadCount = messages.filter((item) => item.status === 'unread').length;

  async function changeStatus(id: string, next: MessageStatus, quiet = false) {
    try {
      await updateMessageStatus(id, next);
      if (!quiet) feedback.success(t('messages.statusUpdated'));
    } catch (error) {
      feedback.error(t('messages.statusFailed'), error);
    }
  }

  // Opening an unread message marks it read, once per opening.
  useEffect(() => {
    if (!open || open.status !== 'unread' || markedOnOpen.current.has(open.id)) return;
    markedOnOpen.current.add(open.id);
    void changeStatus(open.id, 'read', true);
    void markMessageNotificationRead(open.id);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open?.id, open?.status]);

  async function remove(id: string) {
    try {
      await deleteMessage(id);
      feedback.success(t('messages.deleted'));
      offerUndo('contactMessages', [id]);
      if (openId === id) table.close();
    } catch (error) {
      feedback.error(t('messages.deleteFailed'), error);
    }
  }

  const visible = useMemo(
    () =>
      messages.filter(
        (item) =>
          (filter === 'all' || item.status === filter) &&
          matchesText([item.name, item.email, item.subject, item.message], search),
      ),
    [messages, filter, search],
  );

  const statusOptions = messageStatuses.map((value) => ({ value, label: t(`messages.status.${value}`) }));
  // Bulk status / trash of the kit's selection and the CSV export of the rows shown (filter and search applied).
  const tools = useMessageTools(visible, table);

  function replyButton(item: ContactMessage, withLabel: boolean) {
    const href = buildReplyMailto(item.email, item.subject);
    if (!href) return null;
    return (
      <Button
        icon={<MailOutlined />}
        href={href}
        aria-label={withLabel ? undefined : t('messages.reply')}
        type={withLabel ? 'primary' : 'default'}
        onClick={() => {
          if (item.status !== 'replied') void changeStatus(item.id, 'replied');
        }}
      >
        {withLabel ? t('messages.reply') : null}
      </Button>
    );
  }

  function statusControl(item: ContactMessage) {
    return (
      <StatusSelect
        value={item.status}
        options={statusOptions}
        colors={statusColor}
        onChange={(next) => void changeStatus(item.id, next)}
        ariaLabel={t('messages.statusLabel', { name: item.name })}
      />
    );
  }

  function actions(item: ContactMessage) {
    return (
      <Space size={4}>
        <Tooltip title={t('messages.view')}>
          <Button icon={<EyeOutlined />} aria-label={t('messages.view')} onClick={() => table.show(item.id)} />
        </Tooltip>
        <Tooltip title={t('messages.reply')}>{replyButton(item, false)}</Tooltip>
        <TrashConfirm title={t('messages.confirmDelete')} onConfirm={() => remove(item.id)}>
          <Button danger icon={<DeleteOutlined />} aria-label={t('messages.delete')} />
        </TrashConfirm>
      </Space>
    );
  }

  function card(item: ContactMessage) {
    const tel = buildTelLink(item.phone);
    return (
      <RecordCard
        title={unreadInBold(item.name, item)}
        code={unreadInBold(item.subject, item)}
        date={formatDate(item.createdAt, language, 'dateTime')}
        status={<RowStatus id={item.id}>{statusControl(item)}</RowStatus>}
        actions={
          <>
            {tel && (
              <Button
                size="small"
                icon={<PhoneOutlined />}
                href={tel}
                aria-label={`${t('listKit.call')} ${item.phone ?? ''}`}
              />
            )}
            {item.status === 'unread' && (
              <Button size="small" onClick={() => void changeStatus(item.id, 'read')}>
                {t('listKit.markRead')}
              </Button>
            )}
            {actions(item)}
          </>
        }
      />
    );
  }

  const columns: ColumnsType<ContactMessage> = [
    statusColumn(t('messages.columns.status'), statusControl, 150),
    {
      title: t('messages.columns.name'),
      dataIndex: 'name',
      render: unreadInBold,
    },
    {
      title: t('messages.columns.email'),
      dataIndex: 'email',
      responsive: ['md'],
      render: (value: string) => <span dir="ltr">{value}</span>,
    },
    {
      title: t('messages.columns.subject'),
      dataIndex: 'subject',
      ellipsis: true,
      render: unreadInBold,
    },
    {
      title: t('messages.columns.received'),
      dataIndex: 'createdAt',
      responsive: ['lg'],
      width: 190,
      render: (value: Date | null) => formatDate(value, language, 'dateTime'),
    },
    {
      title: t('messages.columns.actions'),
      key: 'actions',
      width: 150,
      render: (_value, item) => actions(item),
    },
  ];

  const telLink = open ? buildTelLink(open.phone) : null;

  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={12} className="admin-page-header">
        <Space align="center">
          <Typography.Title level={2} style={{ margin: 0 }}>
            {t('messages.title')}
          </Typography.Title>
          {unreadCount > 0 && <Tag color="red">{t('messages.unreadCount', { count: unreadCount })}</Tag>}
        </Space>
        <Space wrap>
          <Segmented
            aria-label={t('common.filterLabel')}
            value={filter}
            onChange={(value) => setFilter(value as 'all' | MessageStatus)}
            options={[{ value: 'all', label: t('messages.all') }, ...statusOptions]}
          />
          <TableSearch table={table} placeholder={t('messages.search')} />
          <SavedViewsMenu page="messages" />
          <Button icon={<DownloadOutlined />} onClick={tools.exportCsv}>
            {t('csv.export')}
          </Button>
        </Space>
      </Flex>

      <AdminList<ContactMessage, MessageStatus>
        compact={compact}
        items={visible}
        columns={columns}
        card={card}
        status={status}
        errorText={t('messages.fetchFailed')}
        emptyText={t('messages.empty')}
        focus={openId}
        bulk={{
          statusOptions,
          onChangeStatus: tools.changeStatus,
          onTrash: tools.moveToTrash,
          onClear: table.clearSelection,
        }}
        selection={{
          ids: table.selectedIds,
          onChange: (ids) => table.setSelectedIds(ids),
          label: (item) => t('staffTable.selectRow', { name: item.name }),
        }}
        testId={{ prefix: 'message-row', key: (item) => item.id }}
        table={{ rowClassName: (item) => (item.status === 'unread' ? 'messages__row--unread' : '') }}
      />

      <RecordDrawer
        compact={compact}
        open={openId !== null}
        onClose={table.close}
        title={open ? <span dir="auto">{t('messages.detailTitle', { name: open.name })}</span> : t('messages.title')}
        footer={
          open ? (
            <Flex justify="space-between" wrap gap={8}>
              <TrashConfirm title={t('messages.confirmDelete')} onConfirm={() => remove(open.id)}>
                <Button danger icon={<DeleteOutlined />}>
                  {t('messages.delete')}
                </Button>
              </TrashConfirm>
              <Space>
                <Button onClick={table.close}>{t('common.close')}</Button>
                {replyButton(open, true)}
              </Space>
            </Flex>
          ) : null
        }
      >
        {open ? (
          <>
            <div style={{ marginBlockEnd: 12 }}>
              <FamilyReplyButtons
                name={open.name}
                phone={open.phone}
                email={open.email}
                locale={open.locale}
                done={open.status === 'replied'}
                doneLabel={t('cockpit.reply.markReplied')}
                onDone={() => changeStatus(open.id, 'replied')}
              />
            </div>
            <Descriptions column={1} size="small" bordered>
              <Descriptions.Item label={t('messages.columns.name')}>
                <span dir="auto">{open.name}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('messages.columns.email')}>
                <span dir="ltr">{open.email}</span>
              </Descriptions.Item>
              <Descriptions.Item label={t('messages.columns.phone')}>
                {open.phone ? (
                  <>
                    {telLink ? (
                      <a href={telLink} dir="ltr">
                        <PhoneOutlined /> {open.phone}
                      </a>
                    ) : (
                      <span dir="ltr">{open.phone}</span>
                    )}
                    {/* Copy phone sits with the reply buttons below (FamilyReplyButtons): one button, one name. */}
                  </>
                ) : (
                  <Typography.Text type="secondary">{t('messages.noPhone')}</Typography.Text>
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t('messages.columns.received')}>
                {formatDate(open.createdAt, language, 'dateTime')}
              </Descriptions.Item>
              <Descriptions.Item label={t('messages.columns.status')}>
                <Select
                  size="small"
                  value={open.status}
                  options={statusOptions}
                  onChange={(next) => void changeStatus(open.id, next)}
                  aria-label={t('messages.statusLabel', { name: open.name })}
                  style={{ width: 140 }}
                  data-testid="message-detail-status"
                />
              </Descriptions.Item>
              <Descriptions.Item label={t('messages.columns.subject')}>
                <span dir="auto">{open.subject}</span>
              </Descriptions.Item>
            </Descriptions>
            <Typography.Paragraph
              dir="auto"
              className="messages__body"
              style={{ whiteSpace: 'pre-wrap', marginBlockStart: 16 }}
              data-testid="message-detail-body"
            >
              {open.message}
            </Typography.Paragraph>
          </>
        ) : status === 'loading' ? null : (
          <Alert type="warning" showIcon title={t('messages.notFound')} />
        )}
      </RecordDrawer>
    </div>
  );
}
