import { LockOutlined, PhoneOutlined, UnlockOutlined } from '@ant-design/icons';
import { Button, Descriptions, Flex, Segmented, Select, Space, Tag, Timeline, Tooltip, Typography } from 'antd';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  markRequestNotificationRead,
  reserveWorker,
  updateRequestStatus,
  useAdminRequests,
} from './api/requestsAdminApi';
import {
  countByStatus,
  matchesSearch,
  openRequestStatuses,
  requestStatuses,
  reservationDays,
  reservationEnd,
  staffRecordLink,
  type AdminRequest,
  type RequestStatus,
} from '@/admin/lib/requestAdminModel';
import { formatDate } from '@/lib/dates';
import { RequestsExportButton } from './RequestsExportButton';
import { RequestJourneyPanel } from './RequestJourneyPanel';
import { CopyPhoneButton } from '@/admin/components/CopyPhoneButton';
import { StatusSelect } from '@/admin/components/StatusSelect';
import { FamilyReplyButtons } from '@/admin/components/FamilyReplyButtons';
import { SavedViewsMenu } from '@/admin/lib/views/SavedViewsMenu';
import { journeyStatuses, toLanguage } from '@household/model';
import { useUrlChoice } from '@/admin/lib/views/useUrlChoice';
import { useAdminTable } from '@/admin/lib/table/useAdminTable';
import { TableSearch } from '@/admin/lib/table/TableSearch';
import { AdminList, RecordCard } from '@/admin/lib/table/AdminList';
import { RecordDrawer } from '@/admin/lib/table/RecordDrawer';
import { RowStatus, statusColumn } from '@/admin/lib/table/statusColumn';

const statusColor: Record<RequestStatus, string> = {
  new: 'red',
  contacted: 'orange',
  cvsOffered: 'gold',
  contract: 'blue',
  visa: 'geekblue',
  travelBooked: 'purple',
  arrived: 'cyan',
  transferFiled: 'blue',
  familyPaid: 'geekblue',
  handover: 'cyan',
  probation: 'lime',
  completed: 'green',
  transferred: 'green',
  cancelled: 'default',
  replaced: 'magenta',
  refunded: 'volcano',
};

type Filter = 'open' | 'all' | RequestStatus;
const requestFilters: readonly Filter[] = ['open', 'all', ...requestStatuses];

/** Admin requests (docs/architecture.md#data-model): a live table by stage, each change stamped in history by the functions. */
export function RequestsAdminPage() {
  const { t, i18n } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const { status, data: requests } = useAdminRequests();
  // The table kit: ?q= search, ?open= record, cards below 768 px. The status filter lives in the address
  // too (?status=new, ?status=all; absent = open), so a reload, a saved view or a shared link keeps it.
  const table = useAdminTable();
  const { search, openId, compact } = table;
  const [filter, setFilter] = useUrlChoice<Filter>('status', requestFilters, 'open', { replace: true });
  const [expanded, setExpanded] = useState<readonly string[]>(() => (openId ? [openId] : []));
  const language = toLanguage(i18n.resolvedLanguage);

  // Follow ?open= links (from notifications) also while the page is mounted.
  useEffect(() => {
    if (!openId) return;
    setFilter('all');
    setExpanded((current) => (current.includes(openId) ? current : [...current, openId]));
    void markRequestNotificationRead(openId);
  }, [openId, setFilter]);

  const counts = useMemo(() => countByStatus(requests), [requests]);
  const openCount = openRequestStatuses.reduce((sum, key) => sum + counts[key], 0);
  const visible = useMemo(
    () =>
      requests.filter(
        (item) =>
          (filter === 'all' ||
            (filter === 'open' ? openRequestStatuses.includes(item.status) : item.status === filter)) &&
          matchesSearch(item, search),
      ),
    [requests, filter, search],
  );

  async function changeStatus(item: AdminRequest, next: RequestStatus) {
    try {
      await updateRequestStatus(item.id, next);
      feedback.success(t('requests.statusUpdated', { code: item.trackingCode, status: t(`requests.status.${next}`) }));
    } catch (error) {
      feedback.error(t('requests.statusFailed'), error);
    }
  }

  async function reserve(refCode: string) {
    const until = reservationEnd(new Date());
    try {
      const outcome = await reserveWorker(refCode, until);
      if (outcome === 'notFound') feedback.warning(t('requests.reserveNotFound', { refCode }));
      else feedback.success(t('requests.reserved', { refCode, date: formatDate(until, language, 'dateTime') }));
    } catch (error) {
      feedback.error(t('requests.reserveFailed', { refCode }), error);
    }
  }

  async function release(refCode: string) {
    try {
      const outcome = await reserveWorker(refCode, null);
      if (outcome === 'notFound') feedback.warning(t('requests.reserveNotFound', { refCode }));
      else feedback.success(t('requests.released', { refCode }));
    } catch (error) {
      feedback.error(t('requests.releaseFailed', { refCode }), error);
    }
  }

  // A request moves only within its own journey (the rules refuse another journey's stage).
  const stageOptions = (item: AdminRequest) =>
    journeyStatuses(item.journey).map((value) => ({ value, label: t(`requests.status.${value}`) }));
  const filterOptions = [
    { value: 'open', label: `${t('requests.filter.open')} (${openCount})` },
    { value: 'all', label: `${t('requests.filter.all')} (${requests.length})` },
    ...requestStatuses.map((value) => ({ value, label: `${t(`requests.status.${value}`)} (${counts[value]})` })),
  ];

  function statusControl(item: AdminRequest) {
    return (
      <StatusSelect
        value={item.status}
        options={stageOptions(item)}
        colors={statusColor}
        onChange={(next) => void changeStatus(item, next)}
        ariaLabel={t('requests.statusLabel', { code: item.trackingCode })}
        testId={`request-status-${item.trackingCode}`}
        width={150}
      />
    );
  }

  function replyButtons(item: AdminRequest) {
    return (
      <FamilyReplyButtons
        name={item.name}
        phone={item.phone}
        email={item.email}
        locale={item.locale}
        trackingCode={item.trackingCode}
        refCodes={item.refCodes}
        done={item.status !== 'new'}
        doneLabel={t('cockpit.reply.markContacted')}
        onDone={() => changeStatus(item, 'contacted')}
      />
    );
  }

  const columns: ColumnsType<AdminRequest> = [
    statusColumn(t('requests.columns.status'), statusControl, 170),
    {
      title: t('requests.columns.trackingCode'),
      dataIndex: 'trackingCode',
      width: 120,
      render: (value: string) => (
        <Typography.Text code dir="ltr">
          {value}
        </Typography.Text>
      ),
    },
    {
      title: t('requests.columns.name'),
      dataIndex: 'name',
      render: (value: string) => <span dir="auto">{value}</span>,
    },
    {
      title: t('requests.columns.phone'),
      dataIndex: 'phone',
      responsive: ['md'],
      render: (value: string) => (
        <Space size={0}>
          <a href={`tel:${value}`} dir="ltr">
            <PhoneOutlined /> {value}
          </a>
          <CopyPhoneButton phone={value} />
        </Space>
      ),
    },
    {
      title: t('requests.columns.workers'),
      dataIndex: 'refCodes',
      render: (codes: string[]) => (
        <Space size={4} wrap>
          {codes.map((code) => (
            <Tag key={code}>
              <Link to={staffRecordLink(code)} dir="ltr">
                {code}
              </Link>
            </Tag>
          ))}
        </Space>
      ),
    },
    {
      title: t('requests.columns.createdAt'),
      dataIndex: 'createdAt',
      responsive: ['lg'],
      render: (value: Date | null) => formatDate(value, language, 'dateTime'),
    },
  ];

  function details(item: AdminRequest) {
    return (
      <Flex gap={24} wrap data-testid={`request-details-${item.trackingCode}`}>
        <div style={{ flexBasis: '100%' }}>{replyButtons(item)}</div>
        <Descriptions size="small" column={1} style={{ minWidth: 0, flex: '1 1 260px' }}>
          <Descriptions.Item label={t('requests.columns.email')}>
            {item.email ? <a href={`mailto:${item.email}`}>{item.email}</a> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label={t('requests.columns.language')}>
            {t(`requests.language.${item.locale}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('requests.columns.message')}>
            <span dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
              {item.message ?? '—'}
            </span>
          </Descriptions.Item>
          <Descriptions.Item label={t('requests.reserveTitle', { days: reservationDays })}>
            <Space size={4} wrap>
              {item.refCodes.map((code) => (
                <Space key={code} size={4}>
                  <Tooltip title={t('requests.reserveHint', { days: reservationDays })}>
                    <Button size="small" icon={<LockOutlined />} onClick={() => void reserve(code)}>
                      {t('requests.reserve', { refCode: code })}
                    </Button>
                  </Tooltip>
                  <Button
                    size="small"
                    icon={<UnlockOutlined />}
                    onClick={() => void release(code)}
                    data-testid={`release-${code}`}
                  >
                    {t('requests.release', { refCode: code })}
                  </Button>
                </Space>
              ))}
            </Space>
          </Descriptions.Item>
        </Descriptions>
        <RequestJourneyPanel request={item} />
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Typography.Title level={5}>{t('requests.history')}</Typography.Title>
          <Timeline
            items={item.history.map((entry) => ({
              color: statusColor[entry.status] === 'default' ? 'gray' : statusColor[entry.status],
              content: `${t(`requests.status.${entry.status}`)} · ${formatDate(entry.at, language, 'dateTime')}`,
            }))}
          />
        </div>
      </Flex>
    );
  }

  const openRecord = compact && openId ? (requests.find((item) => item.id === openId) ?? null) : null;

  function card(item: AdminRequest) {
    return (
      <RecordCard
        title={item.name}
        code={
          <Typography.Text code dir="ltr">
            {item.trackingCode}
          </Typography.Text>
        }
        date={formatDate(item.createdAt, language, 'dateTime')}
        status={<RowStatus id={item.id}>{statusControl(item)}</RowStatus>}
        actions={
          <>
            {item.phone && (
              <Button
                size="small"
                icon={<PhoneOutlined />}
                href={`tel:${item.phone}`}
                aria-label={`${t('listKit.call')} ${item.phone}`}
              />
            )}
            {replyButtons(item)}
          </>
        }
        onOpen={() => table.show(item.id)}
      />
    );
  }

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('requests.title')}
        </Typography.Title>
        <Space wrap>
          <TableSearch table={table} placeholder={t('requests.search')} />
          <SavedViewsMenu page="requests" />
          <RequestsExportButton requests={visible} />
        </Space>
      </Flex>
      {compact ? (
        <Select<Filter>
          aria-label={t('common.filterLabel')}
          value={filter}
          options={filterOptions}
          onChange={setFilter}
          data-testid="request-filter"
          style={{ width: '100%' }}
        />
      ) : (
        <Segmented
          aria-label={t('common.filterLabel')}
          value={filter}
          options={filterOptions}
          onChange={(value) => setFilter(value as Filter)}
          data-testid="request-filter"
        />
      )}
      <AdminList<AdminRequest>
        compact={compact}
        items={visible}
        columns={columns}
        card={card}
        status={status}
        errorText={t('requests.fetchFailed')}
        emptyText={t('requests.empty')}
        testId={{ prefix: 'request-row', key: (item) => item.trackingCode }}
        focus={openId}
        table={{
          size: 'middle',
          expandable: {
            expandedRowKeys: [...expanded],
            onExpandedRowsChange: (keys) => setExpanded(keys as string[]),
            expandedRowRender: details,
          },
        }}
      />
      <RecordDrawer
        compact
        open={openRecord !== null}
        title={openRecord ? <span dir="auto">{openRecord.name}</span> : null}
        onClose={table.close}
      >
        {openRecord ? details(openRecord) : null}
      </RecordDrawer>
    </Space>
  );
}
