import { Alert, Button, Checkbox, Flex, Input, InputNumber, Space, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { journeyStages, officeDayKey, stageClock, stageIndex, toLanguage, type RequestStatus } from '@household/model';
import type { AdminRequest } from '@/admin/lib/requestAdminModel';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { formatOfficeDay } from '@/lib/dates';
import { extendArrival, saveContractFigures, setStageDate, useJourneyClocks } from './api/requestJourneyApi';
import { stageInstant } from './requestJourneyDates';

/**
 * A request's journey in its drawer (issue 34): every stage of its journey with the date it was reached, a
 * day field to set (or correct) that date, the current clock (due day, days late, probation's count), the
 * contract's figures behind the family's refund, and the one arrival extension with its reason.
 */
export function RequestJourneyPanel({ request }: { request: AdminRequest }) {
  const { t, i18n } = useTranslation('admin');
  const language = toLanguage(i18n.resolvedLanguage);
  const feedback = useAdminFeedback();
  const clocks = useJourneyClocks().data;
  const now = new Date();
  const clock = stageClock(request, clocks, now);
  const stages = journeyStages[request.journey] as readonly RequestStatus[];
  const current = stageIndex(request.journey, request.status);
  const [days, setDays] = useState<Partial<Record<RequestStatus, string>>>({});
  const [price, setPrice] = useState<number | null>(
    request.contractPriceHalalas === null ? null : request.contractPriceHalalas / 100,
  );
  const [months, setMonths] = useState<number | null>(request.contractMonths);
  const [hasVisa, setHasVisa] = useState(request.hasVisa === true);
  const [reason, setReason] = useState('');
  const stageName = (stage: RequestStatus) => t(`requests.status.${stage}`);
  const code = request.trackingCode;

  async function saveDate(stage: RequestStatus) {
    const day = days[stage];
    if (!day) return;
    const instant = stageInstant(day, request, stage, new Date());
    if ('refused' in instant) {
      const previous = Object.values(request.stageDates).sort((a, b) => b.getTime() - a.getTime())[0];
      feedback.error(t(`journey.${instant.refused}`, { date: previous ? formatOfficeDay(previous, language) : '' }));
      return;
    }
    try {
      await setStageDate(request.id, stage, instant.at);
      feedback.success(t('journey.saved', { stage: stageName(stage), date: formatOfficeDay(day, language) }));
    } catch (error) {
      feedback.error(t('journey.failed'), error);
    }
  }

  async function saveContract() {
    try {
      await saveContractFigures(request.id, {
        contractPriceHalalas: price === null ? null : Math.round(price * 100),
        contractMonths: months,
        hasVisa,
      });
      feedback.success(t('journey.contractSaved'));
    } catch (error) {
      feedback.error(t('journey.failed'), error);
    }
  }

  async function extend() {
    try {
      await extendArrival(request.id, clocks.arrivalExtensionDays, reason.trim());
      feedback.success(t('journey.extended', { days: clocks.arrivalExtensionDays, reason: reason.trim() }));
    } catch (error) {
      feedback.error(t('journey.failed'), error);
    }
  }

  const today = officeDayKey(now);
  return (
    <div style={{ minWidth: 280, flex: 1 }} data-testid={`request-journey-${code}`}>
      <Typography.Title level={5}>
        {t('journey.timeline')} <Tag>{t(`journey.kind.${request.journey}`)}</Tag>
      </Typography.Title>
      {clock.dueDay && clock.dueStage ? (
        <Alert
          type={clock.lateDays > 0 ? 'error' : 'info'}
          showIcon
          data-testid={`request-clock-${code}`}
          title={
            clock.lateDays > 0
              ? `${t('journey.dueBy', { stage: stageName(clock.dueStage), date: formatOfficeDay(clock.dueDay, language) })} · ${t('journey.late', { count: clock.lateDays })}`
              : t('journey.dueBy', { stage: stageName(clock.dueStage), date: formatOfficeDay(clock.dueDay, language) })
          }
          description={
            clock.probation
              ? t('journey.probation', {
                  day: clock.probation.day,
                  of: clock.probation.of,
                  date: formatOfficeDay(clock.probation.endsDay, language),
                })
              : undefined
          }
        />
      ) : (
        <Typography.Text type="secondary">{t('journey.noClock')}</Typography.Text>
      )}
      <Timeline
        style={{ marginTop: 16 }}
        items={stages.map((stage, index) => {
          const at = request.stageDates[stage];
          return {
            color: stage === request.status ? 'blue' : at && index <= current ? 'green' : 'gray',
            content: (
              <Flex vertical gap={4}>
                <Typography.Text strong={stage === request.status}>
                  {stageName(stage)} · {at ? formatOfficeDay(at, language) : t('journey.notReached')}
                </Typography.Text>
                <Space.Compact>
                  <Input
                    type="date"
                    size="small"
                    max={today}
                    aria-label={t('journey.setDate', { stage: stageName(stage) })}
                    value={days[stage] ?? (at ? officeDayKey(at) : '')}
                    onChange={(event) => setDays((all) => ({ ...all, [stage]: event.target.value }))}
                    data-testid={`stage-date-${code}-${stage}`}
                  />
                  <Button
                    size="small"
                    disabled={!days[stage]}
                    onClick={() => void saveDate(stage)}
                    data-testid={`stage-save-${code}-${stage}`}
                  >
                    {t('journey.save')}
                  </Button>
                </Space.Compact>
              </Flex>
            ),
          };
        })}
      />
      <Flex vertical gap={8}>
        <Checkbox checked={hasVisa} onChange={(event) => setHasVisa(event.target.checked)}>
          {t('journey.hasVisa')}
        </Checkbox>
        <Space wrap>
          <InputNumber
            min={1}
            max={1_000_000}
            precision={2}
            value={price}
            onChange={(value) => setPrice(value)}
            aria-label={t('journey.contractPrice')}
            placeholder={t('journey.contractPrice')}
            style={{ width: 200 }}
          />
          <InputNumber
            min={1}
            max={60}
            precision={0}
            value={months}
            onChange={(value) => setMonths(value)}
            aria-label={t('journey.contractMonths')}
            placeholder={t('journey.contractMonths')}
          />
          <Button onClick={() => void saveContract()}>{t('journey.saveContract')}</Button>
        </Space>
        {request.journey === 'recruitment' ? (
          request.arrivalExtension ? (
            <Typography.Text>
              {t('journey.extended', { days: request.arrivalExtension.days, reason: request.arrivalExtension.reason })}
            </Typography.Text>
          ) : (
            <Space.Compact>
              <Input
                value={reason}
                maxLength={300}
                onChange={(event) => setReason(event.target.value)}
                placeholder={t('journey.extendReason')}
                aria-label={t('journey.extendReason')}
              />
              <Button disabled={reason.trim().length < 3} onClick={() => void extend()}>
                {t('journey.extend', { days: clocks.arrivalExtensionDays })}
              </Button>
            </Space.Compact>
          )
        ) : null}
      </Flex>
    </div>
  );
}
