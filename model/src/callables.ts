import type { Journey, StageClock } from './journey.ts';
import type { RequestStatus } from './requests.ts';

/**
 * The callable functions' request and answer shapes, written once: functions/src (onCall) returns them
 * and web/src (httpsCallable) and tests/functions expect them. The functions still parse the request
 * from `unknown` (a caller can send anything); these types say what a well-formed one holds.
 */

/** `trackRequest`: a visitor follows a request (App Check enforced). */
export interface TrackRequestInput {
  trackingCode: string;
  phone: string;
}

/** One dated stage of a tracked request (ISO date). */
export interface TrackHistoryEntry {
  status: RequestStatus;
  at: string;
}

/** The office's real first-reply time (new -> contacted) from the daily statistics: median, count, period. */
export interface FirstReplyFigure {
  medianMinutes: number;
  count: number;
  /** The office days covered, `YYYY-MM-DD`, inclusive. */
  fromDay: string;
  toDay: string;
}

/** The guarantee card of /track (issue 34): the office's text and the request's own figures. */
export interface TrackGuarantee {
  /** What the office wrote in settings/journey, per language; null when it wrote nothing. */
  textEn: string | null;
  textAr: string | null;
  /** The office's steps of a complaint on Musaned, per language (one a line in settings); null: the standard steps. */
  complaintEn: string[] | null;
  complaintAr: string[] | null;
  probationDays: number;
  /** The contract's price (halalas) and months when the office entered them, and the refund if it ended today. */
  contractPriceHalalas: number | null;
  contractMonths: number | null;
  refundHalalas: number | null;
  firstReply: FirstReplyFigure | null;
}

/** What `trackRequest` answers: the stage and its dates (ISO strings), the clock and the guarantee; nothing personal. */
export interface TrackAnswer {
  status: RequestStatus;
  history: TrackHistoryEntry[];
  createdAt: string;
  /** Issue 34: the journey, the date each stage was reached (ISO), and the current stage's clock on the day asked. */
  journey: Journey;
  stageDates: Partial<Record<RequestStatus, string>>;
  clock: StageClock;
  guarantee: TrackGuarantee;
}

/** `changeAdminPassword` (admin only): the current password is verified before the change. */
export interface ChangeAdminPasswordInput {
  currentPassword: string;
  newPassword: string;
}

export interface ChangeAdminPasswordAnswer {
  ok: true;
}

/** `eraseContact` (admin only): counts (`apply` false, the preview) or erases everything held about one contact. */
export interface EraseContactInput {
  contact: string;
  apply: boolean;
}

/** How many documents of each kind hold (or held) the contact: counts only, nothing personal (the answer is logged). */
export interface EraseCounts {
  contactMessages: number;
  requests: number;
  notifications: number;
  mails: number;
  trash: number;
}

export interface EraseContactAnswer {
  applied: boolean;
  counts: EraseCounts;
}
