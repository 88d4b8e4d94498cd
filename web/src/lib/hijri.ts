import { umAlQuraFirstDay, umAlQuraFirstYear, umAlQuraMonths } from './hijriTable';

export interface HijriDay {
  year: number;
  /** 1 (Muharram) to 12 (Dhu al-Hijjah). */
  month: number;
  day: number;
}

const dayMs = 86_400_000;
let monthStarts: number[] | null = null;

/** The first day (days since 1970-01-01) of every month of the table, and the day after its last. */
function starts(): number[] {
  if (monthStarts) return monthStarts;
  const out = [umAlQuraFirstDay];
  for (let year = 0; year * 3 < umAlQuraMonths.length; year += 1) {
    const mask = Number.parseInt(umAlQuraMonths.slice(year * 3, year * 3 + 3), 16);
    for (let month = 0; month < 12; month += 1) out.push(out[out.length - 1]! + ((mask >> month) & 1 ? 30 : 29));
  }
  monthStarts = out;
  return out;
}

/**
 * The Umm al-Qura (Hijri) date of a Gregorian day key (`YYYY-MM-DD`), from the table ICU's calendar
 * gives for 1300-1600 AH (hijriTable.ts); null outside it (before November 1882 or after 2174).
 *
 * Not Intl: the first Intl date or number formatter a page makes loads ICU's formatting data, about
 * 27 ms of this machine's main thread (four times that on a phone), inside the render that hydrates
 * an Arabic worker page (issue 38). A search of 3,612 month starts costs nothing.
 */
export function hijriOfDayKey(dayKey: string): HijriDay | null {
  const epochDay = Math.round(Date.parse(`${dayKey}T00:00:00Z`) / dayMs);
  const all = starts();
  if (Number.isNaN(epochDay) || epochDay < all[0]! || epochDay >= all[all.length - 1]!) return null;
  let low = 0;
  let high = all.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (all[middle]! <= epochDay) low = middle;
    else high = middle - 1;
  }
  return { year: umAlQuraFirstYear + Math.floor(low / 12), month: (low % 12) + 1, day: epochDay - all[low]! + 1 };
}
