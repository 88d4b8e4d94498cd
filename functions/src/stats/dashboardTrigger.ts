import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { region } from '../config';
import { writeAffectsDashboard, type DashboardCollection } from './dashboardStats';
import { recomputeDashboard } from './recomputeDashboard';

/** The one dashboard trigger: any write to `collection` that can change a counter recomputes `stats/dashboard`. */
export function dashboardTrigger(collection: DashboardCollection) {
  return onDocumentWritten({ document: `${collection}/{docId}`, region }, async (event) => {
    const before = event.data?.before;
    const after = event.data?.after;
    if (
      !writeAffectsDashboard(
        collection,
        before?.exists ? before.data() : undefined,
        after?.exists ? after.data() : undefined,
      )
    )
      return;
    await recomputeDashboard(after?.exists ? after.updateTime : undefined);
  });
}
