import { ClockCircleOutlined } from '@ant-design/icons';
import { Alert, Card, Col, Empty, Row, Skeleton, Statistic, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { medianContactMinutes, requestFunnel, topWorkers, weeklySeries } from '@household/model';
import { formatDate } from '@/lib/dates';
import { useTheme } from '@/lib/theme/ThemeContext';
import { toLanguage } from '@household/model';
import { staffRecordLink } from '@/admin/lib/requestAdminModel';
import { useDailyStats, useStaleNewRequests } from '../api/cockpitApi';
import { cockpitWeeks, cockpitWindow, hoursWaiting, splitMinutes, staleCutoff } from './cockpitWindow';

// The chart library loads with the dashboard only (its own chunk; never on public pages).
const WeeklyChart = lazy(() => import('./WeeklyChart'));
const FunnelChart = lazy(() => import('./FunnelChart'));

/** A chart with its accessible name and the same numbers as a table (for screen readers and exact reading). */
function ChartFigure({
  title,
  summary,
  chart,
  table,
  testId,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  table: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  return (
    <figure className="cockpit__figure" aria-labelledby={titleId} data-testid={testId}>
      <figcaption id={titleId} className="cockpit__caption">
        {title}
      </figcaption>
      <div role="img" aria-label={`${title}: ${summary}`} className="cockpit__chart">
        <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: 220 }} />}>{chart}</Suspense>
      </div>
      <details className="cockpit__numbers">
        <summary>{t('cockpit.showNumbers')}</summary>
        {table}
      </details>
    </figure>
  );
}

/**
 * The office's week at a glance (issue 28): requests and messages per week for twelve weeks, the
 * request funnel with the median time from new to contacted, the ten most requested workers, and the
 * requests still new after 24 hours. Reads the `dailyStats` day documents (84 at most) and ten requests.
 */
export function CockpitSection() {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.resolvedLanguage);
  const rtl = language === 'ar';
  const { mode } = useTheme();
  const [searchParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const window = useMemo(() => cockpitWindow(searchParams.get('until'), now), [searchParams, now]);
  const stats = useDailyStats(window.from, window.until, window.days);
  const stale = useStaleNewRequests(staleCutoff(now));

  const weeks = useMemo(() => weeklySeries(stats.data, window.until, cockpitWeeks), [stats.data, window.until]);
  const funnel = useMemo(() => requestFunnel(stats.data), [stats.data]);
  const median = useMemo(() => medianContactMinutes(stats.data), [stats.data]);
  const top = useMemo(() => topWorkers(stats.data, 10), [stats.data]);

  const dayLabel = (day: string) => formatDate(new Date(`${day}T12:00:00Z`), language, 'date');
  const seriesName = { requests: t('cockpit.series.requests'), messages: t('cockpit.series.messages') };
  const weeklyPoints = (rtl ? [...weeks].reverse() : weeks).flatMap((week) => [
    { week: dayLabel(week.start), series: seriesName.requests, value: week.requests },
    { week: dayLabel(week.start), series: seriesName.messages, value: week.messages },
  ]);
  const totals = weeks.reduce(
    (sum, week) => ({ requests: sum.requests + week.requests, messages: sum.messages + week.messages }),
    { requests: 0, messages: 0 },
  );
  const funnelPoints = funnel.map((step) => ({ stage: t(`requests.status.${step.stage}`), count: step.count }));
  const medianText =
    median === null
      ? t('cockpit.median.none')
      : t('cockpit.median.value', splitMinutes(median) as unknown as Record<string, unknown>);
  const dark = mode === 'dark';
  const loading = stats.status === 'loading';

  return (
    <section className="cockpit" aria-label={t('cockpit.title')}>
      <Typography.Title level={3} className="cockpit__title">
        {t('cockpit.title')}
      </Typography.Title>
      <Typography.Text type="secondary" data-testid="cockpit-window">
        {t('cockpit.window', { from: dayLabel(window.from), until: dayLabel(window.until) })}
      </Typography.Text>
      {stats.status === 'error' && <Alert type="error" showIcon title={t('cockpit.failed')} />}
      <Row gutter={[16, 16]} className="cockpit__row">
        <Col xs={24} xl={14}>
          <ChartCard loading={loading}>
            <ChartFigure
              testId="cockpit-weekly"
              title={t('cockpit.weekly.title')}
              summary={t('cockpit.weekly.summary', { ...totals, weeks: cockpitWeeks })}
              chart={<WeeklyChart data={weeklyPoints} dark={dark} />}
              table={
                <Table
                  size="small"
                  pagination={false}
                  rowKey="start"
                  dataSource={weeks}
                  columns={[
                    { title: t('cockpit.weekly.week'), dataIndex: 'start', render: (day: string) => dayLabel(day) },
                    { title: seriesName.requests, dataIndex: 'requests' },
                    { title: seriesName.messages, dataIndex: 'messages' },
                  ]}
                />
              }
            />
          </ChartCard>
        </Col>
        <Col xs={24} xl={10}>
          <ChartCard loading={loading}>
            <>
              <ChartFigure
                testId="cockpit-funnel"
                title={t('cockpit.funnel.title')}
                summary={funnelPoints.map((step) => `${step.stage} ${step.count}`).join(', ')}
                chart={<FunnelChart data={funnelPoints} dark={dark} rtl={rtl} />}
                table={
                  <Table
                    size="small"
                    pagination={false}
                    rowKey="stage"
                    dataSource={funnelPoints}
                    columns={[
                      { title: t('cockpit.funnel.stage'), dataIndex: 'stage' },
                      { title: t('cockpit.funnel.count'), dataIndex: 'count' },
                    ]}
                  />
                }
              />
              <Statistic
                title={t('cockpit.median.title')}
                value={medianText}
                prefix={<ClockCircleOutlined aria-hidden />}
                className="cockpit__median"
                data-testid="cockpit-median"
              />
            </>
          </ChartCard>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('cockpit.top.title')}>
            {top.length === 0 && !loading ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cockpit.top.none')} />
            ) : (
              <ol className="cockpit__top" data-testid="cockpit-top">
                {top.map((entry) => (
                  <li key={entry.refCode}>
                    <Link to={staffRecordLink(entry.refCode)} dir="ltr">
                      {entry.refCode}
                    </Link>
                    <span>{t('cockpit.top.count', { count: entry.count })}</span>
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            size="small"
            title={t('cockpit.stale.title')}
            className={stale.data.length > 0 ? 'cockpit__stale cockpit__stale--late' : 'cockpit__stale'}
          >
            {stale.status === 'loading' ? (
              <Skeleton active paragraph={{ rows: 3 }} />
            ) : stale.data.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('cockpit.stale.none')} />
            ) : (
              <ul className="cockpit__stale-list" data-testid="cockpit-stale">
                {stale.data.map((request) => (
                  <li key={request.id}>
                    <Link to={`/admin/requests?open=${encodeURIComponent(request.id)}`} dir="ltr">
                      {request.trackingCode}
                    </Link>
                    <Typography.Text dir="auto">{request.name}</Typography.Text>
                    <Tag color="red">
                      {t('cockpit.stale.waiting', { count: hoursWaiting(request.createdAt, now) ?? 0 })}
                    </Tag>
                  </li>
                ))}
              </ul>
            )}
          </Card>
        </Col>
      </Row>
    </section>
  );
}

/** A chart's card: a skeleton of its size until the statistics are read. */
function ChartCard({ loading, children }: { loading: boolean; children: ReactNode }) {
  return <Card size="small">{loading ? <Skeleton active paragraph={{ rows: 6 }} /> : children}</Card>;
}
