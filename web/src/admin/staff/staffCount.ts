/**
 * The staff table's total, for the view (`key`: the filters, search and page size) it was counted for.
 * `value` null: not counted yet, or `failed`.
 */
export interface StaffCount {
  key: string;
  value: number | null;
  failed?: boolean;
}

/**
 * The total after a count answered (`answer.value`) or failed (`answer.failed`) for `answer.key`, while the
 * table shows `shownKey`. An answer for a view no longer shown is dropped: a count of the whole list that
 * answers after the search's own count must not replace it (the search would say "counting" for good).
 * A failed recount keeps a total already known for the view.
 */
export function settleCount(current: StaffCount, answer: StaffCount, shownKey: string): StaffCount {
  if (answer.key !== shownKey) return current;
  if (!answer.failed) return { key: answer.key, value: answer.value };
  return current.key === answer.key && current.value !== null
    ? current
    : { key: answer.key, value: null, failed: true };
}
