/**
 * The journey part of trackRequest's answer (issue 34, docs/decisions/025-request-journey.md): the journey,
 * the stage dates, the current stage's clock and the guarantee card's figures. Pure: the stored request,
 * settings/journey and the office's measured times come in, the answer goes out; nothing personal.
 */
import {
  complaintStepsOf,
  firstReplyOf,
  isJourney,
  journeyClocksOf,
  monthsServed,
  officeDayKey,
  proRataRefundHalalas,
  stageClock,
  stageDatesOf,
  type MeasuredTimes,
  type RequestStatus,
  type TrackAnswer,
} from '@household/model';
import { trackAnswer, type TimeValue } from './trackLookup';

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  return typeof (value as TimeValue | null)?.toDate === 'function' ? (value as TimeValue).toDate() : null;
}

function wholeOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

function textOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/** The full answer for a stored request, on `now`. */
export function journeyAnswer(
  data: Record<string, unknown>,
  settings: Record<string, unknown> | undefined,
  measured: MeasuredTimes | null,
  now: Date,
): TrackAnswer {
  const base = trackAnswer(data);
  const journey = isJourney(data.journey) ? data.journey : 'recruitment';
  const clocks = journeyClocksOf(settings);
  const dates = stageDatesOf(data, toDate);
  const extension = data.arrivalExtension as { days?: unknown } | null | undefined;
  const clock = stageClock(
    {
      journey,
      status: base.status,
      stageDates: dates,
      hasVisa: data.hasVisa === true,
      arrivalExtension: typeof extension?.days === 'number' ? { days: extension.days } : null,
    },
    clocks,
    now,
  );
  const price = wholeOrNull(data.contractPriceHalalas);
  const months = wholeOrNull(data.contractMonths);
  const start = dates[journey === 'recruitment' ? 'arrived' : 'handover'];
  const served = start ? monthsServed(officeDayKey(start), officeDayKey(now)) : 0;
  const stageDates: Partial<Record<RequestStatus, string>> = {};
  for (const [stage, at] of Object.entries(dates)) stageDates[stage as RequestStatus] = at.toISOString();
  return {
    ...base,
    journey,
    stageDates,
    clock,
    guarantee: {
      textEn: textOrNull(settings?.guaranteeEn),
      textAr: textOrNull(settings?.guaranteeAr),
      complaintEn: complaintStepsOf(settings?.complaintEn),
      complaintAr: complaintStepsOf(settings?.complaintAr),
      probationDays: clocks.probationDays,
      contractPriceHalalas: price,
      contractMonths: months,
      refundHalalas: proRataRefundHalalas(price, months, served),
      firstReply: firstReplyOf(measured),
    },
  };
}
