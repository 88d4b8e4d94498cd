import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { bulkSummary, runBulk, type BulkSummary } from '@/admin/lib/bulk/runBulk';
import { useUndoNotice } from '@/admin/lib/undo/useUndoNotice';
import { deleteStaff, updateStaffStatus } from './api/staffApi';
import type { AdminStaff, StaffStatus } from './staffAdminModel';
import { statusAllowed } from './staffForm';

/**
 * The staff table's selection (kept across pages) and its bulk actions: change status (a worker
 * without publishing consent is never made Active; counted apart) and move to trash. One summary
 * toast per action: "5 workers updated", with the failures counted.
 */
export function useStaffBulkActions() {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const offerUndo = useUndoNotice();
  const [selected, setSelected] = useState<ReadonlyMap<string, AdminStaff>>(new Map());

  /** antd's onChange: the selected rows of the page plus the ones kept from other pages. */
  const select = useCallback((pageRows: readonly AdminStaff[], selectedRows: readonly (AdminStaff | undefined)[]) => {
    setSelected((current) => {
      const onPage = new Set(pageRows.map((row) => row.id));
      const next = new Map([...current].filter(([id]) => !onPage.has(id)));
      for (const row of selectedRows) if (row) next.set(row.id, row);
      return next;
    });
  }, []);

  const clear = useCallback(() => setSelected(new Map()), []);

  const summarise = useCallback(
    (doneKey: 'bulk.workersUpdated' | 'bulk.workersTrashed', summary: BulkSummary, firstError: unknown) => {
      const notes = [
        summary.failed > 0 ? t('bulk.failed', { count: summary.failed }) : null,
        summary.skipped > 0 ? t('bulk.noConsent', { count: summary.skipped }) : null,
      ].filter((note): note is string => note !== null);
      const title = t(doneKey, { count: summary.done });
      if (notes.length === 0) feedback.success(title);
      else if (summary.failed > 0) feedback.error(title, firstError, notes.join('. '));
      else feedback.warning(title, notes.join('. '));
    },
    [feedback, t],
  );

  const changeStatus = useCallback(
    async (status: StaffStatus) => {
      const rows = [...selected.values()];
      const allowed = rows.filter((row) => statusAllowed(status, row.publishConsentAt != null));
      const outcome = await runBulk(allowed, (row) => updateStaffStatus(row.id, status));
      summarise('bulk.workersUpdated', bulkSummary(outcome, rows.length - allowed.length), outcome.failed[0]?.error);
      setSelected(new Map(outcome.failed.map(({ item }) => [item.id, item])));
    },
    [selected, summarise],
  );

  const moveToTrash = useCallback(async () => {
    const outcome = await runBulk([...selected.values()], (row) => deleteStaff(row.id));
    summarise('bulk.workersTrashed', bulkSummary(outcome), outcome.failed[0]?.error);
    offerUndo(
      'staff',
      outcome.succeeded.map((row) => row.id),
    );
    setSelected(new Map(outcome.failed.map(({ item }) => [item.id, item])));
  }, [selected, summarise, offerUndo]);

  return useMemo(
    () => ({ selected, select, clear, changeStatus, moveToTrash }),
    [selected, select, clear, changeStatus, moveToTrash],
  );
}
