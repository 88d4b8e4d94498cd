import { CheckSquareOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Empty, Flex, Pagination, Spin, Table, Typography, type TableProps } from 'antd';
import { BulkActionBar, type BulkActionBarProps } from '@/admin/components/BulkActionBar';
import { useEffect, useRef, useState, type HTMLAttributes, type ReactNode } from 'react';
import { focusTurn, pageShowing, pageWithin, type FocusTurn } from './tableAddress';
import { useTranslation } from 'react-i18next';
import './adminList.css';

export interface ListSelection<T> {
  ids: readonly string[];
  onChange: (ids: string[], rows: T[]) => void;
  /** The accessible name of a row's checkbox. */
  label: (item: T) => string;
}

export interface AdminListProps<T extends object, S extends string = string> {
  /** The live read's state: a spinner while 'loading', the `errorText` alert on 'error'. */
  status: 'loading' | 'error' | 'success';
  errorText: string;
  /** The bulk actions of the selection (the bar shows while rows are selected). */
  bulk?: Omit<BulkActionBarProps<S>, 'count'>;
  /** A record's key (its `id` when absent). */
  itemKey?: (item: T) => string;
  /** Cards (a phone) or the table. */
  compact: boolean;
  items: readonly T[];
  columns: TableProps<T>['columns'];
  card: (item: T) => ReactNode;
  emptyText: string;
  selection?: ListSelection<T>;
  /** The test id of a row or card (`${testId}-${key}`) and the key it uses. */
  testId?: { prefix: string; key: (item: T) => string };
  /** Rows per page (20); false: the page pages itself (the staff table reads one page at a time). */
  pageSize?: number | false;
  /** The record open in the drawer (`?open=`): the list turns to the page that shows it when it opens. */
  focus?: string | null;
  /** Further props of the desktop table (expandable rows, row classes). */
  table?: Omit<TableProps<T>, 'columns' | 'dataSource' | 'rowKey' | 'rowSelection' | 'loading' | 'locale'>;
}

/**
 * The table kit's list (docs/decisions/029-admin-on-a-phone.md): a table on a desk, cards below 768 px.
 * Cards never scroll sideways; their main actions are in the card and the rest in the record's drawer.
 * Bulk actions work on a phone from a selection mode (a Select button shows each card's checkbox).
 */
const idOf = (item: object) => (item as { id: string }).id;

export function AdminList<T extends object, S extends string = string>({
  itemKey = idOf,
  compact,
  items,
  columns,
  card,
  status,
  errorText,
  bulk,
  emptyText,
  selection,
  testId,
  pageSize = 20,
  focus = null,
  table,
}: AdminListProps<T, S>) {
  const { t } = useTranslation('admin');
  const [selecting, setSelecting] = useState(false);
  const [chosenPage, setPage] = useState(1);
  const page = pageSize === false ? 1 : pageWithin(chosenPage, items.length, pageSize);
  // A record opened by a link shows its row: the list turns to its page when it arrives, and follows it
  // while the list moves under it (the page switching its filter to "all"); the admin's own paging after
  // that stays theirs (focusTurn).
  const focusPage = focus && pageSize !== false ? pageShowing(items.map(itemKey), focus, pageSize) : null;
  const turned = useRef<FocusTurn | null>(null);
  useEffect(() => {
    if (!focus) turned.current = null;
    const turn = focusTurn(turned.current, focus, focusPage, page);
    if (!turn) return;
    turned.current = turn;
    setPage(turn.page);
  }, [focus, focusPage, page]);
  const loading = status === 'loading';
  const rowTestId = (item: T) =>
    testId ? ({ 'data-testid': `${testId.prefix}-${testId.key(item)}` } as HTMLAttributes<HTMLElement>) : {};

  const above = (
    <>
      {status === 'error' && <Alert type="error" showIcon title={errorText} style={{ marginBlockEnd: 12 }} />}
      {bulk && selection && <BulkActionBar<S> {...bulk} count={selection.ids.length} />}
    </>
  );

  if (!compact) {
    return (
      <>
        {above}
        <Table<T>
          {...table}
          rowKey={itemKey}
          columns={columns}
          dataSource={items as T[]}
          loading={loading}
          locale={{ emptyText }}
          pagination={
            pageSize === false ? false : { pageSize, current: page, onChange: setPage, hideOnSinglePage: true }
          }
          rowSelection={
            selection && {
              selectedRowKeys: [...selection.ids],
              preserveSelectedRowKeys: true,
              onChange: (keys, rows) => selection.onChange(keys.map(String), rows),
              getCheckboxProps: (item) => ({ 'aria-label': selection.label(item) }) as never,
              getTitleCheckboxProps: () => ({ 'aria-label': t('staffTable.selectAll') }),
            }
          }
          onRow={(item) => ({ ...rowTestId(item), ...table?.onRow?.(item) })}
        />
      </>
    );
  }

  const shown = pageSize === false ? items : items.slice((page - 1) * pageSize, page * pageSize);
  const selected = new Set(selection?.ids ?? []);
  const toggle = (item: T, on: boolean) => {
    if (!selection) return;
    const key = itemKey(item);
    const ids = on ? [...selected, key] : [...selected].filter((id) => id !== key);
    selection.onChange(
      ids,
      items.filter((row) => ids.includes(itemKey(row))),
    );
  };

  return (
    <div className="admin-list" aria-busy={loading}>
      {above}
      {selection && (
        <Flex justify="end" style={{ marginBlockEnd: 8 }}>
          <Button
            size="small"
            icon={<CheckSquareOutlined />}
            aria-pressed={selecting}
            onClick={() => {
              if (selecting) selection.onChange([], []);
              setSelecting(!selecting);
            }}
          >
            {selecting ? t('listKit.selectDone') : t('listKit.select')}
          </Button>
        </Flex>
      )}
      {loading && items.length === 0 ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      ) : items.length === 0 ? (
        <Empty description={emptyText} />
      ) : (
        <ul className="admin-list__cards">
          {shown.map((item) => (
            <li key={itemKey(item)} className="admin-list__card" {...rowTestId(item)}>
              {selection && selecting && (
                <Checkbox
                  className="admin-list__check"
                  checked={selected.has(itemKey(item))}
                  onChange={(event) => toggle(item, event.target.checked)}
                  aria-label={selection.label(item)}
                />
              )}
              <div className="admin-list__body">{card(item)}</div>
            </li>
          ))}
        </ul>
      )}
      {pageSize !== false && items.length > pageSize && (
        <Pagination
          simple
          current={page}
          pageSize={pageSize}
          total={items.length}
          onChange={setPage}
          style={{ marginBlockStart: 12, textAlign: 'center' }}
        />
      )}
    </div>
  );
}

/**
 * One card of a compact list: the key fields first (name, code, stage or status, date), then the main
 * actions, one tap away; the rest is in the record's drawer (the Details button).
 */
export function RecordCard({
  title,
  code,
  status,
  date,
  actions,
  extra,
  onOpen,
}: {
  title: ReactNode;
  code?: ReactNode;
  status?: ReactNode;
  date?: ReactNode;
  actions?: ReactNode;
  extra?: ReactNode;
  onOpen?: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <>
      <Flex justify="space-between" align="start" gap={8}>
        <div className="admin-list__title">
          <Typography.Text strong dir="auto">
            {title}
          </Typography.Text>
          {code && <div className="admin-list__code">{code}</div>}
        </div>
        {date && (
          <Typography.Text type="secondary" className="admin-list__date">
            {date}
          </Typography.Text>
        )}
      </Flex>
      {extra}
      <Flex gap={8} wrap align="center" className="admin-list__actions">
        {status}
        {actions}
        {onOpen && (
          <Button size="small" onClick={onOpen}>
            {t('listKit.details')}
          </Button>
        )}
      </Flex>
    </>
  );
}
