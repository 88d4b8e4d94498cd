import {
  minMeasuredCount,
  replyDuration,
  type CountryCode,
  type MeasuredFigure,
  type MeasuredTimes,
} from '@household/model';

export type MeasuredLine<T> = { measured: true; value: T; count: number } | { measured: false; count: number };

export interface MeasuredView {
  /** Median days from contract to arrival over the completed recruitments, or "not enough". */
  arrival: MeasuredLine<number>;
  /** Median time to the first reply, or "not enough". */
  reply: MeasuredLine<ReturnType<typeof replyDuration>>;
  from: string;
  until: string;
  minCount: number;
}

const line = <T>(figure: MeasuredFigure, value: (median: number) => T): MeasuredLine<T> =>
  figure.median !== null && figure.count >= minMeasuredCount
    ? { measured: true, value: value(figure.median), count: figure.count }
    : { measured: false, count: figure.count };

/** What `/costs` shows of one country's measured times; with no document yet, "not enough" with count 0. */
export function measuredView(times: MeasuredTimes | null, code: CountryCode): MeasuredView {
  const country = times?.countries[code];
  const empty = { median: null, count: 0 };
  return {
    arrival: line(country?.arrivalDays ?? empty, (days) => days),
    reply: line(country?.firstReplyMinutes ?? empty, replyDuration),
    from: times?.from ?? '',
    until: times?.until ?? '',
    minCount: minMeasuredCount,
  };
}
