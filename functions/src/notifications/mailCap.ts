/**
 * The cap on office e-mails per hour (docs/architecture.md#data-model, docs/decisions/010-rate-limits.md).
 * Pure: no SDK. Every accepted message still becomes a notification; only the mail is capped, and
 * the messages over the cap are listed in one digest mail after their hour.
 */
import { oneLine } from '@household/model';
import { escapeHtml, type MailDocument } from './contactMail';

/** Office e-mails sent per clock hour (UTC); the rest wait for the hour's digest. */
export const mailsPerHour = 20;
/** Lines the digest lists; it gives the total even when there are more. */
export const digestListLimit = 100;

/** `2026-11-23T15`: the UTC hour a mail belongs to (sortable, a document id). */
export function hourKey(date: Date): string {
  return date.toISOString().slice(0, 13);
}

/** Hours whose digest is due at `now`: every pending hour before the current one. */
export function dueDigestHours(pendingHours: string[], now: Date): string[] {
  const current = hourKey(now);
  return pendingHours.filter((hour) => hour < current).sort();
}

/** One held message, as the digest lists it. */
export interface HeldMail {
  mailId: string;
  title: string;
  link: string;
}

export function buildDigestMail(hour: string, held: HeldMail[], total: number, to: string): MailDocument {
  const shown = held.slice(0, digestListLimit);
  const more = total - shown.length;
  const intro = `${total} more message${total === 1 ? '' : 's'} arrived between ${hour}:00 and ${hour}:59 UTC, over the limit of ${mailsPerHour} e-mails per hour. Each one is in the admin portal (Messages, Requests and the notifications).`;
  const lines = shown.map((item) => `- ${oneLine(item.title)} (${item.link})`);
  const text = [intro, '', ...lines, ...(more > 0 ? [`... and ${more} more.`] : [])].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<ul>',
    ...shown.map((item) => `<li dir="auto">${escapeHtml(oneLine(item.title))} (${escapeHtml(item.link)})</li>`),
    '</ul>',
    ...(more > 0 ? [`<p>... and ${more} more.</p>`] : []),
  ].join('\n');
  return {
    to,
    message: { subject: `Digest: ${total} more website message${total === 1 ? '' : 's'} (${hour}:00 UTC)`, text, html },
  };
}
