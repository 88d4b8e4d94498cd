import type { AuditAction, AuditEntry, AuditedCollection } from '@household/model';

/** Pure helpers of the activity log page: filters, record links and how a logged value reads. */

export interface AuditFilter {
  collection: AuditedCollection | null;
  action: AuditAction | null;
  /** Inclusive days (local time); either may be open. */
  from: Date | null;
  to: Date | null;
}

export const noFilter: AuditFilter = { collection: null, action: null, from: null, to: null };

/** Entries shown at first and added by each "Load more". */
export const auditPageSize = 25;

/** The time range the query uses: from the start of `from` to before the day after `to` (local days); swapped when reversed. */
export function timeRange(filter: Pick<AuditFilter, 'from' | 'to'>): { start: Date | null; end: Date | null } {
  const startOfDay = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
  let from = filter.from ? startOfDay(filter.from) : null;
  let to = filter.to ? startOfDay(filter.to) : null;
  if (from && to && from > to) [from, to] = [to, from];
  const end = to ? new Date(to.getFullYear(), to.getMonth(), to.getDate() + 1) : null;
  return { start: from, end };
}

/** Where the admin finds the record of an entry (a deleted one: in the trash tab). */
export function recordLink(
  entry: Pick<AuditEntry, 'collection' | 'docId' | 'action' | 'before' | 'after'>,
): string | null {
  if (entry.action === 'delete' && entry.collection !== 'documents') return '/admin/activity?tab=trash';
  const refCode =
    typeof entry.after.refCode === 'string'
      ? entry.after.refCode
      : typeof entry.before.refCode === 'string'
        ? entry.before.refCode
        : null;
  switch (entry.collection) {
    case 'staff':
    case 'staffContacts':
      return refCode ? `/admin/staff?q=${encodeURIComponent(refCode)}` : '/admin/staff';
    case 'contactMessages':
      return `/admin/messages?open=${encodeURIComponent(entry.docId)}`;
    case 'requests':
      return `/admin/requests?open=${encodeURIComponent(entry.docId)}`;
    case 'reviews':
      return '/admin/reviews';
    case 'content':
      return '/admin/content';
    case 'media':
      return '/admin/media';
    case 'settings':
      return '/admin/settings';
    case 'documents':
      return entry.action === 'delete' ? null : '/admin/storage';
    case 'countryCosts':
      return '/admin/costs';
  }
}

/** Longest value shown in the table before it is cut (the entry itself is already capped). */
const shownLength = 120;

/**
 * A logged value as text: '—' for none, lists joined, times through `formatTime`, yes/no through
 * `formatBool`, maps as JSON; long text shortened.
 */
export function formatValue(
  value: unknown,
  formatTime: (date: Date) => string,
  formatBool: (value: boolean) => string,
): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return formatBool(value);
  if (value instanceof Date) return formatTime(value);
  if (typeof value === 'object' && typeof (value as { toDate?: unknown }).toDate === 'function')
    return formatTime((value as { toDate: () => Date }).toDate());
  let text: string;
  if (Array.isArray(value))
    text = value.length === 0 ? '—' : value.map((item) => formatValue(item, formatTime, formatBool)).join(', ');
  else if (typeof value === 'object') text = JSON.stringify(value);
  else text = String(value);
  return text.length > shownLength ? `${text.slice(0, shownLength)}…` : text;
}

/** Who did it, as shown: the admin's e-mail, else the uid, else null (the page says "an admin"). */
export function actorLabel(entry: Pick<AuditEntry, 'actorEmail' | 'actorUid'>): string | null {
  return entry.actorEmail ?? entry.actorUid ?? null;
}
