import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeOutlined,
  LeftOutlined,
  PlusOutlined,
  RightOutlined,
  TableOutlined,
} from '@ant-design/icons';
import { Button, Card, Checkbox, Dropdown, Flex, Select, Skeleton, Space, Tag, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { countries, countryByCode, countryName, type CountryCode } from '@/lib/countries';
import { isCountryCode } from '@household/model';
import { useLanguage } from '@/i18n/useLanguage';
import { TrashConfirm } from '@/admin/components/TrashConfirm';
import { deleteStaff, updateStaffStatus } from './api/staffApi';
import { useStaffTablePage } from './api/staffTableApi';
import { StaffCsvButtons } from './StaffCsvButtons';
import { StaffDetailsDrawer } from './StaffDetailsDrawer';
import { StaffFormDialog } from './StaffFormDialog';
import {
  staffStatuses,
  staffTypes,
  statusColor,
  isStaffStatus,
  isStaffType,
  type AdminStaff,
  type StaffStatus,
  type StaffType,
} from './staffAdminModel';
import { statusAllowed } from './staffForm';
import { useStaffCvDownload } from './StaffFileViews';
import {
  controlsFromParams,
  defaultStaffControls,
  effectiveSort,
  pageCount,
  pagingFromParams,
  staffPageSizes,
  staffQueryPlan,
  staffSorts,
  viewToParams,
  type StaffSort,
  type StaffTableControls,
} from './staffTableQuery';
import { useStaffBulkActions } from './useStaffBulkActions';
import {
  hiddenColumnsFrom,
  hiddenColumnsValue,
  optionalStaffColumns,
  staffColumnsStorageKey,
  type OptionalStaffColumn,
} from './staffColumns';
import { SavedViewsMenu } from '@/admin/lib/views/SavedViewsMenu';
import { useUndoNotice } from '@/admin/lib/undo/useUndoNotice';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { useAdminTable } from '@/admin/lib/table/useAdminTable';
import { TableSearch } from '@/admin/lib/table/TableSearch';
import { AdminList, RecordCard } from '@/admin/lib/table/AdminList';
import { RowStatus, statusColumn } from '@/admin/lib/table/statusColumn';

/**
 * Admin staff page: one live page of 20 read from Firestore with the filters, sort and search as
 * query clauses (docs/architecture.md#performance-budgets), a count aggregation for the total,
 * previous/next by cursor; add/edit dialog, status dropdown, view, CV, delete; row selection with
 * bulk status change and move to trash; CSV export (current filters) and import.
 */
export function StaffAdminPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const feedback = useAdminFeedback();

  // The view lives in the address (issue 28): ?q= &type= &status= &country= &sort= &size= &page=, so a
  // reload, the back button and a pasted link show the same table (the requests board links ?q=MD-0142).
  const [searchParams, setSearchParams] = useSearchParams();
  const controls = useMemo(
    () => controlsFromParams(searchParams, { isType: isStaffType, isStatus: isStaffStatus, isCountry: isCountryCode }),
    [searchParams],
  );
  const paging = useMemo(() => pagingFromParams(searchParams), [searchParams]);
  const staffPageSize = paging.pageSize;
  // The table kit: the search box writes ?q= (back to page 1) once typing pauses; cards below 768 px.
  const table = useAdminTable({ resetOnSearch: ['page'] });
  const { compact } = table;
  const showView = useCallback(
    (nextControls: StaffTableControls, nextPaging: { pageSize: number; page: number }, replace = false) =>
      setSearchParams((current) => viewToParams(nextControls, nextPaging, current), { replace }),
    [setSearchParams],
  );
  const onPage = useCallback(
    (nextPage: number) => showView(controls, { pageSize: paging.pageSize, page: nextPage }),
    [showView, controls, paging.pageSize],
  );
  const plan = useMemo(() => staffQueryPlan(controls), [controls]);
  const { status, rows, total, totalFailed, page, hasNext, next, previous, error } = useStaffTablePage(plan, {
    pageSize: paging.pageSize,
    page: paging.page,
    onPage,
  });
  const loadedOnce = useRef(false);
  if (status !== 'loading') loadedOnce.current = true;

  const [dialog, setDialog] = useState<{ open: boolean; editing: AdminStaff | null }>({ open: false, editing: null });
  const [viewing, setViewing] = useState<AdminStaff | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const bulk = useStaffBulkActions();
  const offerUndo = useUndoNotice();
  // The column chooser, remembered on this device.
  const [hiddenColumns, setHiddenColumns] = useState<OptionalStaffColumn[]>(() => {
    try {
      return hiddenColumnsFrom(localStorage.getItem(staffColumnsStorageKey));
    } catch {
      return [];
    }
  });
  const chooseColumns = (shown: string[]) => {
    const value = hiddenColumnsValue(shown);
    setHiddenColumns(hiddenColumnsFrom(value));
    try {
      localStorage.setItem(staffColumnsStorageKey, value);
    } catch {
      // Private mode: the choice lasts for this visit.
    }
  };

  useEffect(() => {
    if (status === 'error') feedback.error(t('staff.toast.fetchFailed'), error);
  }, [status, error, feedback, t]);

  // The drawer follows the live row while it is on the page.
  const viewingRow = viewing ? (rows.find((row) => row.id === viewing.id) ?? viewing) : null;
  // New refCodes are checked against Firestore when saved (api/staffApi createStaff); the page's own codes are avoided up front.
  const takenRefCodes = useMemo(() => new Set(rows.map((row) => row.refCode)), [rows]);

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const nextIds = new Set(current);
      if (busy) nextIds.add(id);
      else nextIds.delete(id);
      return nextIds;
    });

  async function changeStatus(row: AdminStaff, nextStatus: StaffStatus) {
    if (nextStatus === row.status) return;
    if (!statusAllowed(nextStatus, row.publishConsentAt != null)) {
      feedback.error(t('trust.publishConsentRequired'));
      return;
    }
    setBusy(row.id, true);
    try {
      await updateStaffStatus(row.id, nextStatus);
      feedback.success(t('staff.toast.statusUpdated'));
    } catch (err) {
      feedback.error(t('staff.toast.statusFailed'), err);
    } finally {
      setBusy(row.id, false);
    }
  }

  async function remove(row: AdminStaff) {
    setBusy(row.id, true);
    try {
      await deleteStaff(row.id);
      feedback.success(t('staff.toast.deleted'));
      offerUndo('staff', [row.id]);
    } catch (err) {
      feedback.error(t('staff.toast.deleteFailed'), err);
    } finally {
      setBusy(row.id, false);
    }
  }

  // The CV is read with the Storage SDK under the rules at click time (no stored download URL).
  const download = useStaffCvDownload();

  const statusOptions = staffStatuses.map((value) => ({ value, label: t(`staff.statuses.${value}`) }));
  const typeOptions = staffTypes.map((value) => ({ value, label: t(`staff.types.${value}`) }));
  const countryOptions = countries.map((c) => ({ value: c.code, label: countryName(c, language) }));
  const sortOptions = staffSorts.map((value) => ({ value, label: t(`staffTable.sorts.${value}`) }));

  const allColumns: ColumnsType<AdminStaff> = [
    {
      title: t('staff.columns.refCode'),
      dataIndex: 'refCode',
      key: 'refCode',
      width: 110,
      render: (value: string) => <span dir="ltr">{value}</span>,
    },
    {
      title: t('staff.columns.name'),
      dataIndex: 'name',
      key: 'name',
      render: (value: string) => <Typography.Text strong>{value}</Typography.Text>,
    },
    {
      title: t('staff.columns.type'),
      dataIndex: 'type',
      key: 'type',
      render: (value: StaffType) => t(`staff.types.${value}`),
    },
    {
      title: t('staff.columns.country'),
      dataIndex: 'country',
      key: 'country',
      render: (value: CountryCode | null) => {
        const c = countryByCode(value);
        return c ? countryName(c, language) : '—';
      },
    },
    {
      title: t('staff.columns.experience'),
      dataIndex: 'experienceYears',
      key: 'experience',
      render: (value: number) => t('staff.years', { count: value }),
    },
    statusColumn(t('staff.columns.status'), statusControl),
    {
      title: t('staff.columns.transferable'),
      dataIndex: 'transferable',
      key: 'transferable',
      render: (value: boolean) => (value ? <Tag color="blue">{t('staff.yes')}</Tag> : t('staff.no')),
    },
    {
      title: t('staff.columns.actions'),
      key: 'actions',
      render: (_value, row) => rowActions(row),
    },
  ];

  function statusControl(row: AdminStaff) {
    const value = row.status;
    return (
      <>
        <Tag
          color={statusColor(value)}
          style={{ marginInlineEnd: 0, width: 10, height: 10, padding: 0, borderRadius: '50%' }}
          aria-hidden
        />
        <Select
          size="small"
          value={value}
          options={statusOptions}
          onChange={(nextStatus) => void changeStatus(row, nextStatus)}
          loading={busyIds.has(row.id)}
          disabled={busyIds.has(row.id)}
          aria-label={t('staff.actions.changeStatus', { name: row.name })}
          data-testid={`status-${row.id}`}
          style={{ minWidth: 170 }}
          popupMatchSelectWidth={false}
        />
      </>
    );
  }

  function rowActions(row: AdminStaff) {
    return (
      <Space size={0}>
        <Tooltip title={t('staff.actions.view')}>
          <Button
            type="text"
            icon={<EyeOutlined />}
            aria-label={`${t('staff.actions.view')} ${row.name}`}
            onClick={() => setViewing(row)}
          />
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
          <Button
            type="text"
            icon={<DownloadOutlined />}
            aria-label={`${t('staff.actions.downloadCv')} ${row.name}`}
            onClick={() => void download(row)}
          />
        </Tooltip>
        <TrashConfirm
          title={t('staff.deleteConfirm.title', { name: row.name })}
          description={t('staff.deleteConfirm.description')}
          onConfirm={() => remove(row)}
        >
          <Tooltip title={t('staff.actions.delete')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('staff.actions.delete')} ${row.name}`}
              loading={busyIds.has(row.id)}
            />
          </Tooltip>
        </TrashConfirm>
      </Space>
    );
  }

  function card(row: AdminStaff) {
    return (
      <RecordCard
        title={row.name}
        code={<span dir="ltr">{row.refCode}</span>}
        date={t(`staff.types.${row.type}`)}
        status={<RowStatus id={row.id}>{statusControl(row)}</RowStatus>}
        actions={rowActions(row)}
      />
    );
  }

  const columns = allColumns.filter((column) => !hiddenColumns.includes(column.key as OptionalStaffColumn));
  const columnTitles: Record<OptionalStaffColumn, string> = {
    refCode: t('staff.columns.refCode'),
    type: t('staff.columns.type'),
    country: t('staff.columns.country'),
    experience: t('staff.columns.experience'),
    status: t('staff.columns.status'),
    transferable: t('staff.columns.transferable'),
  };

  const filtered =
    table.searchInput !== '' ||
    controls.type !== undefined ||
    controls.status !== undefined ||
    controls.country !== undefined;
  const update = (patch: Partial<StaffTableControls>) =>
    showView({ ...controls, ...patch }, { pageSize: paging.pageSize, page: 1 });
  const searching = effectiveSort(controls) !== controls.sort || controls.search !== '';
  const from = rows.length === 0 ? 0 : (page - 1) * staffPageSize + 1;
  const to = (page - 1) * staffPageSize + rows.length;

  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
          {t('staff.title')}
        </Typography.Title>
      }
      extra={
        <Space wrap>
          <SavedViewsMenu page="staff" />
          <Dropdown
            trigger={['click']}
            popupRender={() => (
              <div className="ant-dropdown-menu" style={{ padding: 12 }}>
                <Checkbox.Group
                  aria-label={t('cockpit.columns.label')}
                  value={optionalStaffColumns.filter((column) => !hiddenColumns.includes(column))}
                  onChange={(shown) => chooseColumns(shown.map(String))}
                  options={optionalStaffColumns.map((column) => ({ value: column, label: columnTitles[column] }))}
                  style={{ display: 'grid', gap: 8 }}
                  data-testid="staff-columns"
                />
              </div>
            )}
          >
            <Button icon={<TableOutlined />}>{t('cockpit.columns.menu')}</Button>
          </Dropdown>
          <StaffCsvButtons plan={plan} />
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ open: true, editing: null })}>
            {t('staff.add')}
          </Button>
        </Space>
      }
    >
      <Space wrap style={{ marginBlockEnd: 16 }}>
        <span title={t('staffTable.searchHint')}>
          <TableSearch table={table} placeholder={t('staff.searchPlaceholder')} />
        </span>
        <Select
          allowClear
          placeholder={t('staff.filterType')}
          aria-label={t('staff.filterType')}
          value={controls.type}
          onChange={(value) => update({ type: value })}
          options={typeOptions}
          style={{ width: 190 }}
        />
        <Select
          allowClear
          placeholder={t('staff.filterStatus')}
          aria-label={t('staff.filterStatus')}
          value={controls.status}
          onChange={(value) => update({ status: value })}
          options={statusOptions}
          style={{ width: 190 }}
        />
        <Select
          allowClear
          placeholder={t('staff.filterCountry')}
          aria-label={t('staff.filterCountry')}
          value={controls.country}
          onChange={(value) => update({ country: value })}
          options={countryOptions}
          style={{ width: 170 }}
        />
        <Select<StaffSort>
          aria-label={t('staffTable.sortLabel')}
          value={effectiveSort(controls)}
          onChange={(value) => update({ sort: value })}
          options={sortOptions}
          disabled={searching}
          style={{ width: 170 }}
        />
        <Select<number>
          aria-label={t('cockpit.table.pageSize')}
          value={paging.pageSize}
          onChange={(value) => showView(controls, { pageSize: value, page: 1 })}
          options={staffPageSizes.map((size) => ({ value: size, label: t('cockpit.table.perPage', { count: size }) }))}
          style={{ width: 130 }}
          data-testid="staff-page-size"
        />
        {filtered && (
          <Button
            onClick={() => {
              table.setSearchInput('');
              showView({ ...defaultStaffControls, sort: controls.sort }, { pageSize: paging.pageSize, page: 1 });
            }}
          >
            {t('staff.clearFilters')}
          </Button>
        )}
      </Space>
      {status === 'loading' && !loadedOnce.current ? (
        <Skeleton active title={false} paragraph={{ rows: 8 }} />
      ) : (
        <AdminList<AdminStaff, StaffStatus>
          compact={compact}
          items={rows}
          columns={columns}
          card={card}
          status={status}
          errorText={t('staff.toast.fetchFailed')}
          emptyText={t('staff.empty')}
          bulk={{
            statusOptions,
            onChangeStatus: bulk.changeStatus,
            onTrash: bulk.moveToTrash,
            onClear: bulk.clear,
          }}
          pageSize={false}
          selection={{
            ids: [...bulk.selected.keys()],
            onChange: (_ids, selectedRows) => bulk.select(rows, selectedRows),
            label: (row) => t('staffTable.selectRow', { name: row.name }),
          }}
          table={{ scroll: { x: 1000 }, size: 'middle' }}
        />
      )}
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBlockStart: 12 }}>
        <Typography.Text type="secondary" data-testid="staff-range">
          {total !== null
            ? t('staffTable.range', { from, to, total })
            : t(totalFailed ? 'staffTable.rangeUncounted' : 'staffTable.rangeCounting', { from, to })}
        </Typography.Text>
        <Space>
          <Button
            icon={language === 'ar' ? <RightOutlined /> : <LeftOutlined />}
            onClick={previous}
            disabled={page === 1 || status === 'loading'}
            aria-label={t('staffTable.previous')}
          />
          <Typography.Text data-testid="staff-page">
            {t('staffTable.pageOf', { page, pages: pageCount(total ?? to) })}
          </Typography.Text>
          <Button
            icon={language === 'ar' ? <LeftOutlined /> : <RightOutlined />}
            onClick={next}
            disabled={!hasNext || status === 'loading'}
            aria-label={t('staffTable.next')}
          />
        </Space>
      </Flex>
      <StaffFormDialog
        open={dialog.open}
        editing={dialog.editing}
        takenRefCodes={takenRefCodes}
        onClose={() => setDialog({ open: false, editing: null })}
      />
      <StaffDetailsDrawer staff={viewingRow} onClose={() => setViewing(null)} />
    </Card>
  );
}
