import { officeDayKey, stageDateAllowed, type Journey, type RequestStatus } from '@household/model';

/**
 * The instant stored for a stage the office dates by day (`YYYY-MM-DD`, a Riyadh office day): 'now' for
 * today, else noon in Riyadh, moved up to the previous stage's time on the same day. Null with the reason
 * when the rules would refuse it (a future day, a day before the previous stage). Pure.
 */
export function stageInstant(
  day: string,
  state: { journey: Journey; stageDates: Partial<Record<RequestStatus, Date>> },
  stage: RequestStatus,
  now: Date,
): { at: Date | 'now' } | { refused: 'future' | 'beforePrevious' } {
  const today = officeDayKey(now);
  if (day > today) return { refused: 'future' };
  if (day === today) return stageDateAllowed(state, stage, now, now) ? { at: 'now' } : { refused: 'beforePrevious' };
  const noon = new Date(`${day}T09:00:00Z`);
  if (stageDateAllowed(state, stage, noon, now)) return { at: noon };
  // Same day as the previous stage, but earlier in it: the previous stage's own time.
  const endOfDay = new Date(Date.parse(`${day}T21:00:00Z`) - 1);
  const floor = [...Object.values(state.stageDates)]
    .filter((date) => officeDayKey(date) === day && date.getTime() <= endOfDay.getTime())
    .sort((a, b) => b.getTime() - a.getTime())[0];
  if (floor && stageDateAllowed(state, stage, floor, now)) return { at: floor };
  return { refused: 'beforePrevious' };
}
