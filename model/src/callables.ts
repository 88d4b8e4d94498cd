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

/** What `trackRequest` answers: the stage and its dates (ISO strings), nothing personal. */
export interface TrackAnswer {
  status: RequestStatus;
  history: TrackHistoryEntry[];
  createdAt: string;
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
