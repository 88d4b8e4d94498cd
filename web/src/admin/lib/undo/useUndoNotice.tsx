import { UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { trashIdOf, type TrashCollection } from '@household/model';
import { runBulk } from '@/admin/lib/bulk/runBulk';
import { useAdminFeedback } from '@/admin/lib/useAdminAction';
import { restoreAsAdmin } from './api/undoApi';

/** How long the Undo notice stays (seconds). */
export const undoSeconds = 10;

let sequence = 0;

/**
 * After a delete (a move to the trash) or a bulk delete: a notice with Undo for about ten seconds.
 * Undo restores exactly what the trash holds for those documents (the trash's restore, logged like any
 * restore); what was restored or not is toasted as usual. Offer only the ids that really moved.
 */
export function useUndoNotice() {
  const feedback = useAdminFeedback();
  const { t } = useTranslation('admin');

  return useCallback(
    (collection: TrashCollection, ids: readonly string[]) => {
      if (ids.length === 0) return;
      sequence += 1;
      const key = `undo-${sequence}`;
      const trashIds = ids.map((id) => trashIdOf(collection, id));
      const undo = async () => {
        feedback.dismiss(key);
        const outcome = await runBulk(trashIds, async (trashId) => {
          await restoreAsAdmin(trashId);
        });
        if (outcome.failed.length === 0)
          feedback.success(t('cockpit.undo.restored', { count: outcome.succeeded.length }));
        else
          feedback.error(t('cockpit.undo.restoreFailed', { count: outcome.failed.length }), outcome.failed[0]!.error);
      };
      feedback.notice({
        key,
        title: t('cockpit.undo.title', { count: ids.length }),
        description: t('cockpit.undo.hint'),
        duration: undoSeconds,
        progress: true,
        actions: (
          <Button
            type="primary"
            size="small"
            icon={<UndoOutlined />}
            data-testid="undo-delete"
            onClick={() => void undo()}
          >
            {t('cockpit.undo.action')}
          </Button>
        ),
      });
    },
    [feedback, t],
  );
}
