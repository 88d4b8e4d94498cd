/**
 * The day each legal text last changed, kept beside a fingerprint of the text it dates (the `privacy` or
 * `terms` object of both public.json files). legalDates.test.ts recomputes the fingerprint: a changed text
 * fails it until its date is set to the day of the change and the fingerprint renewed with it, so the page
 * never again says a date older than its text (issue 40).
 */
export type LegalKind = 'privacy' | 'terms';

export const legalTextDates: Record<LegalKind, { changed: string; fingerprint: string }> = {
  // Retention period, daily backups, the visitor identifier, no photo of a worker offered for transfer.
  privacy: { changed: '2026-11-27', fingerprint: '868b166fb83c8c03' },
  terms: { changed: '2025-09-15', fingerprint: 'f3011ea70df798d8' },
};
