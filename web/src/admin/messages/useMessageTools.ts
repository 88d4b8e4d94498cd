import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { runBulk } from '@/admin/lib/bulk/runBulk';
import { useUndoNotice } from '@/admin/lib/undo/useUndoNotice';
import { downloadTextFile } from '@/admin/lib/csv/download';
import { officeFileStamp } from '@/admin/lib/csv/officeTime';
import { deleteMessage, updateMessageStatus } from './api/messagesApi';
import type { AdminTable } from '@/admin/lib/table/useAdminTable';
import { messagesCsv, type ContactMessage, type MessageStatus } from './messageModel';

/**
 * The bulk actions of the messages table's selection (the table kit's) (change status, move to trash: one summary
 * toast each, failures counted) and the CSV export of the rows the table shows.
 */
export function useMessageTools(
  visible: readonly ContactMessage[],
  { selectedIds, setSelectedIds }: Pick<AdminTable, 'selectedIds' | 'setSelectedIds'>,
) {
  const { t } = useTranslation('admin');
  const feedback = useAdminFeedback();
  const offerUndo = useUndoNotice();

  const finish = useCallback(
    (
      doneKey: 'bulk.messagesUpdated' | 'bulk.messagesTrashed',
      outcome: Awaited<ReturnType<typeof runBulk<string>>>,
    ) => {
      const title = t(doneKey, { count: outcome.succeeded.length });
      if (outcome.failed.length === 0) feedback.success(title);
      else feedback.error(title, outcome.failed[0]!.error, t('bulk.failed', { count: outcome.failed.length }));
      setSelectedIds(outcome.failed.map(({ item }) => item));
    },
    [feedback, t, setSelectedIds],
  );

  const changeStatus = useCallback(
    async (status: MessageStatus) =>
      finish('bulk.messagesUpdated', await runBulk(selectedIds, (id) => updateMessageStatus(id, status))),
    [finish, selectedIds],
  );

  const moveToTrash = useCallback(async () => {
    const outcome = await runBulk(selectedIds, (id) => deleteMessage(id));
    finish('bulk.messagesTrashed', outcome);
    offerUndo('contactMessages', outcome.succeeded);
  }, [finish, selectedIds, offerUndo]);

  const exportCsv = useCallback(() => {
    if (visible.length === 0) {
      feedback.info(t('csv.exportEmpty'));
      return;
    }
    downloadTextFile(`messages-${officeFileStamp(new Date())}.csv`, messagesCsv(visible));
    feedback.success(t('csv.exported', { count: visible.length }));
  }, [feedback, t, visible]);

  return { changeStatus, moveToTrash, exportCsv };
}
