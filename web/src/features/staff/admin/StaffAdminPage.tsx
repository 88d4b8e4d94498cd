import { DeleteOutlined, DownloadOutlined, EditOutlined, EyeOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Input, Popconfirm, Select, Skeleton, Space, Table, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countries, countryByCode, countryName, type CountryCode } from '@/lib/countries';
import { useLanguage } from '@/i18n/useLanguage';
import { deleteStaff, updateStaffStatus, useAdminStaffList } from './api/staffApi';
import { StaffDetailsDrawer } from './StaffDetailsDrawer';
import { StaffFormDialog } from './StaffFormDialog';
import { staffStatuses, staffTypes, statusColor, type AdminStaff, type StaffStatus, type StaffType } from './staffAdminModel';
import { filterStaff, statusAllowed } from './staffForm';
import { useStaffCvDownload } from './StaffFileViews';
import { useSearchParams } from 'react-router-dom';

/** Admin staff page: live table, search and filters, add/edit dialog, status dropdown, view, CV, delete. */
export function StaffAdminPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const { message } = App.useApp();
  const { status, staff, error } = useAdminStaffList();

  // ?q= pre-fills the search (the requests board links a worker's refCode here).
  const [searchParams] = useSearchParams();
  const [search, setSearch] = useState(() => searchParams.get('q') ?? '');
  const [type, setType] = useState<StaffType | undefined>();
  const [statusFilter, setStatusFilter] = useState<StaffStatus | undefined>();
  const [country, setCountry] = useState<CountryCode | undefined>();
  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminStaff | null }>({ open: false, editing: null });
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (status === 'error') {
      console.error('Failed to fetch staff data', error);
      message.error(t('staff.toast.fetchFailed'));
    }
  }, [status, error, message, t]);

  const rows = useMemo(() => filterStaff(staff, { search, type, status: statusFilter, country }), [staff, search, type, statusFilter, country]);
  const takenRefCodes = useMemo(() => new Set(staff.map((row) => row.refCode)), [staff]);
  const viewing = viewingId ? (staff.find((row) => row.id === viewingId) ?? null) : null;

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  async function changeStatus(row: AdminStaff, next: StaffStatus) {
    if (next === row.status) return;
    if (!statusAllowed(next, row.publishConsentAt != null)) {
      message.error(t('trust.publishConsentRequired'));
      return;
    }
    setBusy(row.id, true);
    try {
      await updateStaffStatus(row.id, next);
      message.success(t('staff.toast.statusUpdated'));
    } catch (err) {
      console.error('Failed to update status', err);
      message.error(t('staff.toast.statusFailed'));
    } finally {
      setBusy(row.id, false);
    }
  }

  async function remove(row: AdminStaff) {
    setBusy(row.id, true);
    try {
      await deleteStaff(row.id);
      message.success(t('staff.toast.deleted'));
    } catch (err) {
      console.error('Failed to delete staff member', err);
      message.error(t('staff.toast.deleteFailed'));
    } finally {
      setBusy(row.id, false);
    }
  }

  // The CV is read with the Storage SDK under the rules at click time (no stored download URL).
  const download = useStaffCvDownload();

  const statusOptions = staffStatuses.map((value) => ({ value, label: t(`staff.statuses.${value}`) }));
  const typeOptions = staffTypes.map((value) => ({ value, label: t(`staff.types.${value}`) }));
  const countryOptions = countries.map((c) => ({ value: c.code, label: countryName(c, language) }));

  const columns: ColumnsType<AdminStaff> = [
    { title: t('staff.columns.refCode'), dataIndex: 'refCode', key: 'refCode', width: 110, render: (value: string) => <span dir="ltr">{value}</span> },
    { title: t('staff.columns.name'), dataIndex: 'name', key: 'name', render: (value: string) => <Typography.Text strong>{value}</Typography.Text> },
    { title: t('staff.columns.type'), dataIndex: 'type', key: 'type', render: (value: StaffType) => t(`staff.types.${value}`) },
    {
      title: t('staff.columns.country'),
      dataIndex: 'country',
      key: 'country',
      render: (value: CountryCode | null) => {
        const c = countryByCode(value);
        return c ? countryName(c, language) : '—';
      },
    },
    { title: t('staff.columns.experience'), dataIndex: 'experienceYears', key: 'experience', render: (value: number) => t('staff.years', { count: value }) },
    {
      title: t('staff.columns.status'),
      dataIndex: 'status',
      key: 'status',
      render: (value: StaffStatus, row) => (
        <Space size={4}>
          <Tag color={statusColor(value)} style={{ marginInlineEnd: 0, width: 10, height: 10, padding: 0, borderRadius: '50%' }} aria-hidden />
          <Select
            size="small"
            value={value}
            options={statusOptions}
            onChange={(next) => void changeStatus(row, next)}
            loading={busyIds.has(row.id)}
            disabled={busyIds.has(row.id)}
            aria-label={t('staff.actions.changeStatus', { name: row.name })}
            data-testid={`status-${row.id}`}
            style={{ minWidth: 170 }}
            popupMatchSelectWidth={false}
          />
        </Space>
      ),
    },
    {
      title: t('staff.columns.transferable'),
      dataIndex: 'transferable',
      key: 'transferable',
      render: (value: boolean) => (value ? <Tag color="blue">{t('staff.yes')}</Tag> : t('staff.no')),
    },
    {
      title: t('staff.columns.actions'),
      key: 'actions',
      render: (_value, row) => (
        <Space size={0}>
          <Tooltip title={t('staff.actions.view')}>
            <Button type="text" icon={<EyeOutlined />} aria-label={`${t('staff.actions.view')} ${row.name}`} onClick={() => setViewingId(row.id)} />
          </Tooltip>
          <Tooltip title={t('staff.actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={`${t('staff.actions.edit')} ${row.name}`}
              onClick={() => setDialog({ open: true, editing: row })}
            />
          </Tooltip>
          <Tooltip title={t('staff.actions.downloadCv')}>
            <Button type="text" icon={<DownloadOutlined />} aria-label={`${t('staff.actions.downloadCv')} ${row.name}`} onClick={() => void download(row)} />
          </Tooltip>
          <Popconfirm
            title={t('staff.deleteConfirm.title', { name: row.name })}
            description={t('staff.deleteConfirm.description')}
            okText={t('staff.deleteConfirm.ok')}
            cancelText={t('staff.deleteConfirm.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(row)}
          >
            <Tooltip title={t('staff.actions.delete')}>
              <Button type="text" danger icon={<DeleteOutlined />} aria-label={`${t('staff.actions.delete')} ${row.name}`} loading={busyIds.has(row.id)} />
            </Tooltip>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  const filtered = search !== '' || type !== undefined || statusFilter !== undefined || country !== undefined;

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {t('staff.title')}
        </Typography.Title>
      }
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })}>
          {t('staff.add')}
        </Button>
      }
    >
      <Space wrap style={{ marginBlockEnd: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('staff.searchPlaceholder')}
          aria-label={t('staff.searchPlaceholder')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          style={{ width: 260 }}
        />
        <Select
          allowClear
          placeholder={t('staff.filterType')}
          aria-label={t('staff.filterType')}
          value={type}
          onChange={setType}
          options={typeOptions}
          style={{ width: 190 }}
        />
        <Select
          allowClear
          placeholder={t('staff.filterStatus')}
          aria-label={t('staff.filterStatus')}
          value={statusFilter}
          onChange={setStatusFilter}
          options={statusOptions}
          style={{ width: 190 }}
        />
        <Select
          allowClear
          placeholder={t('staff.filterCountry')}
          aria-label={t('staff.filterCountry')}
          value={country}
          onChange={setCountry}
          options={countryOptions}
          style={{ width: 170 }}
        />
        {filtered && (
          <Button
            onClick={() => {
              setSearch('');
              setType(undefined);
              setStatusFilter(undefined);
              setCountry(undefined);
            }}
          >
            {t('staff.clearFilters')}
          </Button>
        )}
        {status === 'success' && <Typography.Text type="secondary">{t('staff.count', { shown: rows.length, total: staff.length })}</Typography.Text>}
      </Space>
      {status === 'error' && <Alert type="error" showIcon title={t('staff.toast.fetchFailed')} style={{ marginBlockEnd: 16 }} />}
      {status === 'loading' ? (
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      ) : (
        <Table<AdminStaff>
          rowKey="id"
          columns={columns}
          dataSource={rows}
          pagination={{ defaultPageSize: 10, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100] }}
          scroll={{ x: 1000 }}
          locale={{ emptyText: t('staff.empty') }}
          size="middle"
        />
      )}
      <StaffFormDialog open={dialog.open} editing={dialog.editing} takenRefCodes={takenRefCodes} onClose={() => setDialog({ open: false, editing: null })} />
      <StaffDetailsDrawer staff={viewing} onClose={() => setViewingId(null)} />
    </Card>
  );
}
