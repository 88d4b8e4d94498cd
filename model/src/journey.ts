import { officeDayKey, addDays } from './dailyStats.ts';
import type { RequestStatus } from './requests.ts';

/**
 * The family's journey after a request (issue 34, docs/decisions/025-request-journey.md): two journeys,
 * each a list of dated stages, and the official clocks computed from those dates. Defined once here:
 * firestore.rules (`journeyStages`), the functions (stamping, trackRequest, the digest), the admin's
 * timeline and late list and the /track page all read it. Pure: no Firebase import.
 */
export const journeys = ['recruitment', 'transfer'] as const;
export type Journey = (typeof journeys)[number];

export function isJourney(value: unknown): value is Journey {
  return value === 'recruitment' || value === 'transfer';
}

/** The stages of each journey in order (the first is the request's create, the last its happy end). */
export const journeyStages = {
  recruitment: [
    'new',
    'contacted',
    'cvsOffered',
    'contract',
    'visa',
    'travelBooked',
    'arrived',
    'probation',
    'completed',
  ],
  transfer: ['new', 'contacted', 'transferFiled', 'familyPaid', 'handover', 'probation', 'transferred'],
} as const satisfies Record<Journey, readonly RequestStatus[]>;

/** The other ways each journey can end. */
export const journeyEndings = {
  recruitment: ['cancelled', 'replaced', 'refunded'],
  transfer: ['cancelled'],
} as const satisfies Record<Journey, readonly RequestStatus[]>;

/** Every status a request of this journey may hold, stages first, then endings. */
export function journeyStatuses(journey: Journey): readonly RequestStatus[] {
  return [...journeyStages[journey], ...journeyEndings[journey]];
}

/** Where the stage sits in its journey's list (-1 for an ending or a stage of the other journey). */
export function stageIndex(journey: Journey, status: RequestStatus): number {
  return (journeyStages[journey] as readonly RequestStatus[]).indexOf(status);
}

/** The stage after this one in the journey, or null at its end or at an ending. */
export function nextStage(journey: Journey, status: RequestStatus): RequestStatus | null {
  const index = stageIndex(journey, status);
  const stages = journeyStages[journey] as readonly RequestStatus[];
  return index >= 0 && index < stages.length - 1 ? stages[index + 1]! : null;
}

/** The stage whose date a stage's date may not precede (the one before it; endings follow `new`). */
export function previousStage(journey: Journey, status: RequestStatus): RequestStatus | null {
  const index = stageIndex(journey, status);
  if (index === 0) return null;
  return index > 0 ? journeyStages[journey][index - 1]! : 'new';
}

/** Ends the journey: its last stage or an ending. */
export function isFinished(journey: Journey, status: RequestStatus): boolean {
  return stageIndex(journey, status) === journeyStages[journey].length - 1 || stageIndex(journey, status) === -1;
}

/** Contract signed or transfer filed on Musaned: the family now has steps of its own there. */
export function musanedFiled(journey: Journey, status: RequestStatus): boolean {
  const filedAt = journey === 'recruitment' ? 'contract' : 'transferFiled';
  const index = stageIndex(journey, status);
  return index >= stageIndex(journey, filedAt);
}

// ---------- The official clocks (settings/journey) ----------

/** The office's clocks in days; the defaults are today's rules (issue 34). */
export interface JourneyClocks {
  /** CVs offered within this many days of the first contact when the family already has a visa. */
  cvsWithVisaDays: number;
  /** ... and within this many when it needs a new one (or the office has not said). */
  cvsNewVisaDays: number;
  /** The worker arrives within this many days of the contract. */
  arrivalDays: number;
  /** Once, with a recorded reason, the arrival clock may be extended by this many days. */
  arrivalExtensionDays: number;
  /** Probation from arrival (recruitment) or handover (transfer); a transfer is filed at its end. */
  probationDays: number;
}

export const defaultJourneyClocks: JourneyClocks = {
  cvsWithVisaDays: 2,
  cvsNewVisaDays: 7,
  arrivalDays: 90,
  arrivalExtensionDays: 30,
  probationDays: 90,
};

/** Limits shared with firestore.rules (isValidJourneySettings). */
export const journeyClockLimits = { min: 1, max: 365 } as const;
export const journeyClockKeys = Object.keys(defaultJourneyClocks) as (keyof JourneyClocks)[];

/** The clocks from stored settings: a missing or out-of-range value reads as today's rule. */
export function journeyClocksOf(data: Record<string, unknown> | null | undefined): JourneyClocks {
  const out = { ...defaultJourneyClocks };
  for (const key of journeyClockKeys) {
    const value = data?.[key];
    if (
      typeof value === 'number' &&
      Number.isInteger(value) &&
      value >= journeyClockLimits.min &&
      value <= journeyClockLimits.max
    )
      out[key] = value;
  }
  return out;
}

/** What the clocks need of a request. Dates are instants; days are counted in Riyadh office days. */
export interface JourneyState {
  journey: Journey;
  status: RequestStatus;
  stageDates: Partial<Record<RequestStatus, Date>>;
  /** The family already holds a visa (CVs are due sooner); null: not said, the longer clock runs. */
  hasVisa?: boolean | null;
  /** The one extension of the arrival clock, when the office recorded it. */
  arrivalExtension?: { days: number } | null;
}

export interface StageClock {
  /** The stage the request is in. */
  stage: RequestStatus;
  /** The next stage of the journey, null at the end. */
  next: RequestStatus | null;
  /** The office day (Riyadh, `YYYY-MM-DD`) by which the clock's stage is due, or null when no clock runs. */
  dueDay: string | null;
  /** The stage the due day is for (the next one, or the journey's end during probation). */
  dueStage: RequestStatus | null;
  /** Whole office days past the due day (0 when on time or no clock). */
  lateDays: number;
  /** During probation (and on the arrival/handover day): day N of M and its last day. */
  probation: { day: number; of: number; endsDay: string } | null;
}

const dayMs = 86_400_000;

/** Whole office days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs);
}

/** The office day a stage was reached, or null when it has no date. */
function dayOf(state: JourneyState, stage: RequestStatus): string | null {
  const at = state.stageDates[stage];
  return at && !Number.isNaN(at.getTime()) ? officeDayKey(at) : null;
}

/** When the clock of the current stage ends: the stage it is for and its day. */
function dueOf(state: JourneyState, clocks: JourneyClocks): { stage: RequestStatus; day: string } | null {
  const { journey, status } = state;
  if (status === 'contacted') {
    const contacted = dayOf(state, 'contacted');
    const days = state.hasVisa === true ? clocks.cvsWithVisaDays : clocks.cvsNewVisaDays;
    return journey === 'recruitment' && contacted ? { stage: 'cvsOffered', day: addDays(contacted, days) } : null;
  }
  if (journey === 'recruitment' && (status === 'contract' || status === 'visa' || status === 'travelBooked')) {
    const contract = dayOf(state, 'contract');
    const extension = state.arrivalExtension ? clocks.arrivalExtensionDays : 0;
    return contract ? { stage: 'arrived', day: addDays(contract, clocks.arrivalDays + extension) } : null;
  }
  const start = probationStart(state);
  if (start && (status === 'probation' || status === (journey === 'recruitment' ? 'arrived' : 'handover')))
    return { stage: journeyStages[journey].at(-1)!, day: addDays(start, clocks.probationDays) };
  return null;
}

/** The office day probation began: arrival (recruitment) or handover (transfer). */
function probationStart(state: JourneyState): string | null {
  return dayOf(state, state.journey === 'recruitment' ? 'arrived' : 'handover') ?? dayOf(state, 'probation');
}

/**
 * The clock of a request's current stage on `now`: the due day, days late and probation's count. The one
 * place the official clocks are computed (unit-tested on fixed dates in journey.test.ts).
 */
export function stageClock(state: JourneyState, clocks: JourneyClocks, now: Date): StageClock {
  const today = officeDayKey(now);
  const finished = isFinished(state.journey, state.status);
  const due = finished ? null : dueOf(state, clocks);
  const start = probationStart(state);
  const inProbation =
    !finished &&
    start !== null &&
    (state.status === 'probation' || state.status === (state.journey === 'recruitment' ? 'arrived' : 'handover'));
  return {
    stage: state.status,
    next: nextStage(state.journey, state.status),
    dueDay: due?.day ?? null,
    dueStage: due?.stage ?? null,
    lateDays: due ? Math.max(0, daysBetween(due.day, today)) : 0,
    probation: inProbation
      ? {
          day: Math.min(clocks.probationDays, Math.max(1, daysBetween(start, today) + 1)),
          of: clocks.probationDays,
          endsDay: addDays(start, clocks.probationDays),
        }
      : null,
  };
}

/** The journey a request follows: transfer when its (first) worker is offered for transfer of services. */
export function journeyOf(worker: { type?: unknown; transferable?: unknown } | null | undefined): Journey {
  return worker?.type === 'transfer' ? 'transfer' : 'recruitment';
}

/**
 * A request's stage dates from what is stored: `stageDates` where present, else the first `history` entry
 * of each stage (requests stored before issue 34), the create for `new`. `toDate` reads a stored time.
 */
export function stageDatesOf(
  data: Record<string, unknown>,
  toDate: (value: unknown) => Date | null,
): Partial<Record<RequestStatus, Date>> {
  const out: Partial<Record<RequestStatus, Date>> = {};
  for (const entry of Array.isArray(data.history) ? data.history : []) {
    const { status, at } = (entry ?? {}) as { status?: unknown; at?: unknown };
    const date = toDate(at);
    const key = status === 'closed' ? 'completed' : status;
    if (typeof key === 'string' && date && !(key in out)) out[key as RequestStatus] = date;
  }
  const created = toDate(data.createdAt);
  if (created && !out.new) out.new = created;
  const stored = data.stageDates;
  if (stored && typeof stored === 'object' && !Array.isArray(stored))
    for (const [key, value] of Object.entries(stored as Record<string, unknown>)) {
      const date = toDate(value);
      if (date) out[key as RequestStatus] = date;
    }
  return out;
}

/**
 * Whether the office may date `stage` at `at`: never in the future, never before the previous stage's date
 * (when it has one) nor before the request was made. The rules check the same (firestore.rules).
 */
export function stageDateAllowed(
  state: Pick<JourneyState, 'journey' | 'stageDates'>,
  stage: RequestStatus,
  at: Date,
  now: Date,
): boolean {
  if (at.getTime() > now.getTime()) return false;
  const previous = previousStage(state.journey, stage);
  const floor = (previous && state.stageDates[previous]) || state.stageDates.new;
  return !floor || at.getTime() >= floor.getTime();
}

// ---------- The guarantee ----------

/**
 * The steps of a complaint on Musaned as the office writes them in settings/journey (`complaintEn`,
 * `complaintAr`; issue 34): one step a line. Limits shared with firestore.rules (isValidJourneySettings).
 */
export const complaintStepLimits = { steps: 10, chars: 1500 } as const;

/** The stored form of the office's steps: each line trimmed, blank lines dropped; null when no step is left. */
export function complaintStepsText(value: string | null | undefined): string | null {
  const steps = (value ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  return steps.length ? steps.join('\n') : null;
}

/** The office's steps from settings/journey, or null (then /track shows the standard steps of its locale). */
export function complaintStepsOf(value: unknown): string[] | null {
  if (typeof value !== 'string') return null;
  const text = complaintStepsText(value);
  return text ? text.split('\n').slice(0, complaintStepLimits.steps) : null;
}

/**
 * The refund of a contract ended early, pro rata for the months not served, in whole halalas (rounded
 * down: the office never promises more than it owes). Null when price or months were not entered.
 */
export function proRataRefundHalalas(
  contractPriceHalalas: number | null | undefined,
  contractMonths: number | null | undefined,
  monthsServed: number,
): number | null {
  if (!contractPriceHalalas || !contractMonths || contractPriceHalalas <= 0 || contractMonths <= 0) return null;
  const unserved = Math.max(0, contractMonths - Math.max(0, monthsServed));
  return Math.floor((contractPriceHalalas * unserved) / contractMonths);
}

/** Whole months served from the start day to today (a month counts once its day of month is reached). */
export function monthsServed(startDay: string, today: string): number {
  const [sy, sm, sd] = startDay.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const months = (ty - sy) * 12 + (tm - sm) - (td < sd ? 1 : 0);
  return Math.max(0, months);
}

// ---------- The office's late list (dashboard and daily digest) ----------

export interface ClockedRequest<T> {
  item: T;
  clock: StageClock;
}

/**
 * What is late (the longest overdue first), then what falls due within `withinDays` office days (the
 * soonest first): the dashboard's late list and the daily digest (late items only) share it.
 */
export function lateAndDue<T>(
  items: readonly T[],
  stateOf: (item: T) => JourneyState | null,
  clocks: JourneyClocks,
  now: Date,
  withinDays = 7,
): { late: ClockedRequest<T>[]; dueSoon: ClockedRequest<T>[] } {
  const today = officeDayKey(now);
  const limit = addDays(today, withinDays);
  const late: ClockedRequest<T>[] = [];
  const dueSoon: ClockedRequest<T>[] = [];
  for (const item of items) {
    const state = stateOf(item);
    if (!state) continue;
    const clock = stageClock(state, clocks, now);
    if (!clock.dueDay) continue;
    if (clock.dueDay < today) late.push({ item, clock });
    else if (clock.dueDay <= limit) dueSoon.push({ item, clock });
  }
  const byDue = (a: ClockedRequest<T>, b: ClockedRequest<T>) => a.clock.dueDay!.localeCompare(b.clock.dueDay!);
  return { late: late.sort(byDue), dueSoon: dueSoon.sort(byDue) };
}
