import { Alert, Card, Empty, List, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { addDays, daysBetween, defaultJourneyClocks, officeDayKey, stageClock, toLanguage } from '@household/model';
import { formatOfficeDay } from '@/lib/dates';
import type { AdminRequest } from '@/admin/lib/requestAdminModel';
import { useDueRequests } from './api/lateListApi';

/**
 * The dashboard's late list (issue 34): requests whose official clock ran out, the longest overdue first,
 * then those due in the next 7 days, soonest first. It reads only those requests (dueDay, stamped by the
 * functions with the office's clocks, up to a week from today: lateListApi.ts), already in that order.
 */
export function LateRequestsCard() {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.resolvedLanguage);
  const today = useMemo(() => officeDayKey(new Date()), []);
  const { status, data } = useDueRequests(addDays(today, 7));
  const late = data.filter((item) => item.dueDay !== null && item.dueDay < today);
  const dueSoon = data.filter((item) => item.dueDay !== null && item.dueDay >= today);

  function row(item: AdminRequest) {
    const due = item.dueDay!;
    const lateDays = Math.max(0, daysBetween(due, today));
    // The stage the clock is for (the clock's length is already in dueDay).
    const dueStage = stageClock(item, defaultJourneyClocks, new Date()).dueStage;
    return (
      <List.Item data-testid={`late-${item.trackingCode}`} data-late={lateDays}>
        <span>
          <Link
            to={`/admin/requests?open=${encodeURIComponent(item.id)}`}
            aria-label={t('journey.lateList.open', { code: item.trackingCode })}
          >
            <Typography.Text code dir="ltr">
              {item.trackingCode}
            </Typography.Text>
          </Link>{' '}
          <span dir="auto">{item.name}</span> · {t(`requests.status.${item.status}`)} ·{' '}
          {t('journey.dueBy', {
            stage: dueStage ? t(`requests.status.${dueStage}`) : '',
            date: formatOfficeDay(due, language),
          })}{' '}
          {lateDays > 0 ? <Tag color="red">{t('journey.late', { count: lateDays })}</Tag> : null}
        </span>
      </List.Item>
    );
  }

  return (
    <Card title={t('journey.lateList.title')} size="small" data-testid="late-requests">
      {status === 'error' ? <Alert type="error" showIcon title={t('journey.lateList.failed')} /> : null}
      {status === 'success' && data.length === 0 ? <Empty description={t('journey.lateList.empty')} /> : null}
      {(
        [
          ['late', late],
          ['dueSoon', dueSoon],
        ] as const
      ).map(([group, rows]) =>
        rows.length > 0 ? (
          <List
            key={group}
            size="small"
            header={<Typography.Text strong>{t(`journey.lateList.${group}`)}</Typography.Text>}
            dataSource={rows}
            renderItem={row}
          />
        ) : null,
      )}
    </Card>
  );
}
