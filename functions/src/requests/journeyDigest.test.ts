import { describe, expect, it } from 'vitest';
import { defaultJourneyClocks } from '@household/model';
import { buildJourneyDigest, lateLines } from './journeyDigest';

const time = (iso: string) => ({ toDate: () => new Date(iso) });
const request = (id: string, status: string, stageDates: Record<string, string>) => ({
  id,
  data: {
    trackingCode: id,
    status,
    journey: 'recruitment',
    stageDates: Object.fromEntries(Object.entries(stageDates).map(([stage, iso]) => [stage, time(iso)])),
  },
});

describe('the late digest', () => {
  const now = new Date('2026-06-10T09:00:00Z');
  const requests = [
    request('R-AAAA-22', 'contacted', { contacted: '2026-05-30T09:00:00Z' }),
    request('R-BBBB-22', 'visa', { contract: '2026-02-01T09:00:00Z' }),
    request('R-CCCC-22', 'contacted', { contacted: '2026-06-09T09:00:00Z' }),
  ];

  it('lists only the late requests, the longest overdue first', () => {
    expect(lateLines(requests, defaultJourneyClocks, now)).toEqual([
      { trackingCode: 'R-BBBB-22', stage: 'visa', dueStage: 'arrived', dueDay: '2026-05-02', lateDays: 39 },
      { trackingCode: 'R-AAAA-22', stage: 'contacted', dueStage: 'cvsOffered', dueDay: '2026-06-06', lateDays: 4 },
    ]);
  });

  it('names each late request in one e-mail, and sends none when nothing is late', () => {
    const mail = buildJourneyDigest(
      lateLines(requests, defaultJourneyClocks, now),
      '2026-06-10',
      'office@example.com',
    )!;
    expect(mail.message.subject).toBe('2 late requests on 2026-06-10');
    expect(mail.message.text).toContain('R-BBBB-22: visa, arrived was due 2026-05-02 (39 days late)');
    expect(mail.message.html).toContain('<td>R-AAAA-22</td>');
    expect(buildJourneyDigest([], '2026-06-10', 'office@example.com')).toBeNull();
  });
});
