/**
 * The journey part of trackRequest's answer (issue 34, docs/decisions/025-request-journey.md): the journey,
 * the stage dates, the current stage's clock and the guarantee card's figures. Pure: the stored request,
 * settings/journey and the daily statistics come in, the answer goes out; nothing personal.
 */
import {
  addDays,
  isJourney,
  journeyClocksOf,
  medianContactMinutes,
  monthsServed,
  officeDayKey,
  proRataRefundHalalas,
  stageClock,
  stageDatesOf,
  type DailyStatsDoc,
  type FirstReplyFigure,
  type RequestStatus,
  type TrackAnswer,
} from '@household/model';
import { trackAnswer, type TimeValue } from './trackLookup';

/** The days of statistics behind the first-reply figure (the last 90 office days). */
export const firstReplyWindowDays = 90;

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

/** The median first reply of the days given, with its count and period; null when no request was answered. */
export function firstReplyFigure(days: readonly DailyStatsDoc[], today: string): FirstReplyFigure | null {
  const count = days.reduce((sum, day) => sum + Object.keys(day.contactMinutes).length, 0);
  const medianMinutes = medianContactMinutes(days);
  if (count === 0 || medianMinutes === null) return null;
  return { medianMinutes, count, fromDay: addDays(today, -(firstReplyWindowDays - 1)), toDay: today };
}

/** The full answer for a stored request, on `now`. */
export function journeyAnswer(
  data: Record<string, unknown>,
  settings: Record<string, unknown> | undefined,
  days: readonly DailyStatsDoc[],
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
      probationDays: clocks.probationDays,
      contractPriceHalalas: price,
      contractMonths: months,
      refundHalalas: proRataRefundHalalas(price, months, served),
      firstReply: firstReplyFigure(days, officeDayKey(now)),
    },
  };
}
