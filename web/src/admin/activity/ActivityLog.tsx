import { Alert, Button, DatePicker, Flex, Select, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  auditActions,
  auditedCollections,
  type AuditAction,
  type AuditEntry,
  type AuditedCollection,
} from '@household/model';
import { formatDate } from '@/lib/dates';
import { toLanguage } from '@household/model';
import { useAuditLog } from './api/auditLogApi';
import { actorLabel, auditPageSize, noFilter, recordLink, type AuditFilter } from './auditView';
import { fieldLabel, recordTitle, valueText, type AuditValueText, type AuditWords } from './auditText';

const actionColor: Record<AuditAction, string> = { create: 'green', update: 'blue', delete: 'red', restore: 'purple' };

/** A logged value: English text the office wrote is marked English; codes, numbers and addresses run left to right. */
function Value({ value }: { value: AuditValueText }) {
  if (value.english)
    return (
      <span lang="en" dir="ltr">
        {value.text}
      </span>
    );
  return value.ltr ? <bdi dir="ltr">{value.text}</bdi> : <>{value.text}</>;
}

/**
 * The activity log (a tab of /admin/activity): every admin create, update, delete and restore recorded
 * by the audit functions, live and newest first, filtered by collection, action and days, with the
 * admin, the changed fields in words (labels, not field names; before → after; contact details masked)
 * and a link to the record.
 */
export function ActivityLog() {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.resolvedLanguage);
  const [filter, setFilter] = useState<AuditFilter>(noFilter);
  const [max, setMax] = useState(auditPageSize);
  const { status, entries, mayHaveMore } = useAuditLog(filter, max);

  const change = (next: Partial<AuditFilter>) => {
    setFilter((current) => ({ ...current, ...next }));
    setMax(auditPageSize);
  };
  const words: AuditWords = {
    t: (key, options) => t(key, options ?? {}),
    exists: (key) => i18n.exists(key, { ns: 'admin' }),
    language,
    time: (date) => formatDate(date, language, 'dateTime'),
  };

  const columns: ColumnsType<AuditEntry> = [
    {
      title: t('activity.columns.at'),
      key: 'at',
      width: 170,
      render: (_, entry) => formatDate(entry.at, language, 'dateTime'),
    },
    {
      title: t('activity.columns.actor'),
      key: 'actor',
      width: 200,
      render: (_, entry) => <Typography.Text>{actorLabel(entry) ?? t('activity.unknownActor')}</Typography.Text>,
    },
    {
      title: t('activity.columns.action'),
      key: 'action',
      width: 110,
      render: (_, entry) => (
        <Tag color={actionColor[entry.action]} data-testid="activity-action">
          {t(`activity.actions.${entry.action}`)}
        </Tag>
      ),
    },
    {
      title: t('activity.columns.record'),
      key: 'record',
      width: 220,
      render: (_, entry) => {
        const link = recordLink(entry);
        const { kind, detail } = recordTitle(entry, words);
        // The database id is not shown (not words); it stays on the element for tests and support.
        const label = (
          <Space orientation="vertical" size={0} data-doc-id={entry.docId}>
            <Typography.Text strong>{kind}</Typography.Text>
            {detail ? (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                <bdi>{detail}</bdi>
              </Typography.Text>
            ) : null}
          </Space>
        );
        return link ? <Link to={link}>{label}</Link> : label;
      },
    },
    {
      title: t('activity.columns.changes'),
      key: 'changes',
      render: (_, entry) =>
        entry.changed.length === 0 ? (
          <Typography.Text type="secondary">{t('activity.noChanges')}</Typography.Text>
        ) : (
          <ul className="activity-log__changes" data-testid="activity-changes">
            {entry.changed.map((field) => (
              <li key={field} data-field={field}>
                <Typography.Text strong>{fieldLabel(entry.collection, field, words)}</Typography.Text>{' '}
                {entry.action === 'update' ? (
                  <>
                    <Typography.Text delete type="secondary">
                      <Value value={valueText(entry.collection, field, entry.before[field], words)} />
                    </Typography.Text>
                    <span aria-hidden="true"> {language === 'ar' ? '←' : '→'} </span>
                    <span className="visually-hidden">{t('activity.changedTo')}</span>
                    <Typography.Text>
                      <Value value={valueText(entry.collection, field, entry.after[field], words)} />
                    </Typography.Text>
                  </>
                ) : (
                  <Typography.Text type="secondary">
                    <Value
                      value={valueText(
                        entry.collection,
                        field,
                        entry.action === 'delete' ? entry.before[field] : entry.after[field],
                        words,
                      )}
                    />
                  </Typography.Text>
                )}
              </li>
            ))}
          </ul>
        ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex wrap gap={12} align="center" role="search" aria-label={t('activity.filters.label')}>
        <Select<AuditedCollection | 'all'>
          aria-label={t('activity.filters.collection')}
          style={{ minWidth: 200 }}
          value={filter.collection ?? 'all'}
          onChange={(value) => change({ collection: value === 'all' ? null : value })}
          options={[
            { value: 'all', label: t('activity.filters.allCollections') },
            ...auditedCollections.map((value) => ({ value, label: t(`activity.collections.${value}`) })),
          ]}
        />
        <Select<AuditAction | 'all'>
          aria-label={t('activity.filters.action')}
          style={{ minWidth: 160 }}
          value={filter.action ?? 'all'}
          onChange={(value) => change({ action: value === 'all' ? null : value })}
          options={[
            { value: 'all', label: t('activity.filters.allActions') },
            ...auditActions.map((value) => ({ value, label: t(`activity.actions.${value}`) })),
          ]}
        />
        <DatePicker.RangePicker
          aria-label={t('activity.filters.dates')}
          allowEmpty={[true, true]}
          placeholder={[t('activity.filters.from'), t('activity.filters.to')]}
          onChange={(values) => change({ from: values?.[0]?.toDate() ?? null, to: values?.[1]?.toDate() ?? null })}
        />
      </Flex>
      {status === 'error' ? (
        <Alert type="error" showIcon title={t('activity.fetchFailed')} />
      ) : (
        <Table<AuditEntry>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={entries}
          loading={status === 'loading'}
          pagination={false}
          scroll={{ x: 900 }}
          locale={{ emptyText: t('activity.empty') }}
          data-testid="activity-log"
        />
      )}
      {mayHaveMore && status === 'success' ? (
        <Flex justify="center">
          <Button onClick={() => setMax((current) => current + auditPageSize)}>{t('activity.loadMore')}</Button>
        </Flex>
      ) : null}
    </Flex>
  );
}
