import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminPendingWrites } from '../pendingWrites';
import { RowStatus } from '@/admin/lib/table/statusColumn';
import { commitForRecord, updateRecord } from './recordWrites';

// Firestore as a queue the test controls: a write resolves when the test says the server has it.
const sent = vi.hoisted(
  () => [] as { path: string; fields: Record<string, unknown>; ack: () => void; fail: (e: Error) => void }[],
);
vi.mock('firebase/firestore', () => ({
  doc: (_db: unknown, ...segments: string[]) => ({ path: segments.join('/') }),
  serverTimestamp: () => 'server-time',
  updateDoc: (ref: { path: string }, fields: Record<string, unknown>) =>
    new Promise<void>((resolve, reject) => sent.push({ path: ref.path, fields, ack: resolve, fail: reject })),
}));
vi.mock('@/admin/lib/firebase/adminSdk', () => ({ adminDb: {}, adminAuth: { currentUser: { uid: 'admin-1' } } }));
vi.mock('./connectionApi', () => ({ watchServerConnection: () => () => undefined }));

const row = (id: string) => renderToStaticMarkup(<RowStatus id={id}>control</RowStatus>);

describe('row writes (updateRecord)', () => {
  beforeEach(() => {
    sent.length = 0;
  });

  it('marks the row waiting from the write until the server has it, whatever the field', async () => {
    const stageDate = updateRecord('requests', 'r1', { 'stageDates.contract': 'server-time' });
    expect(sent[0]).toMatchObject({
      path: 'requests/r1',
      fields: { 'stageDates.contract': 'server-time', updatedBy: 'admin-1' },
    });
    expect(adminPendingWrites.has('r1')).toBe(true);
    expect(row('r1')).toContain('data-testid="pending-r1"');
    expect(row('r2')).not.toContain('pending-');
    sent[0]!.ack();
    await stageDate;
    expect(adminPendingWrites.has('r1')).toBe(false);
    expect(adminPendingWrites.count()).toBe(0);
    expect(row('r1')).not.toContain('pending-');
  });

  it('stops counting a write the rules refuse, and lets it reject', async () => {
    const refused = updateRecord('staff', 's1', { status: 'active' });
    expect(adminPendingWrites.count()).toBe(1);
    sent[0]!.fail(new Error('permission-denied'));
    await expect(refused).rejects.toThrow('permission-denied');
    expect(adminPendingWrites.has('s1')).toBe(false);
  });

  it('counts a batch (the staff form with its contact) as one waiting change of its record', async () => {
    let ack!: () => void;
    const batch = { commit: () => new Promise<void>((resolve) => (ack = resolve)) };
    const saved = commitForRecord('s2', batch as never);
    expect(adminPendingWrites.has('s2')).toBe(true);
    expect(adminPendingWrites.count()).toBe(1);
    ack();
    await saved;
    expect(adminPendingWrites.count()).toBe(0);
  });
});
