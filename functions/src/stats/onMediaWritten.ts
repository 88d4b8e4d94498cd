import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { region } from '../config';
import { writeAffectsDashboard } from './dashboardStats';
import { recomputeDashboard } from './recomputeDashboard';

/** Any write to `media` that can change a dashboard counter recomputes `stats/dashboard`. */
export const onMediaWritten = onDocumentWritten({ document: 'media/{docId}', region }, async (event) => {
  const before = event.data?.before;
  const after = event.data?.after;
  if (!writeAffectsDashboard('media', before?.exists ? before.data() : undefined, after?.exists ? after.data() : undefined)) return;
  await recomputeDashboard(after?.exists ? after.updateTime : undefined);
});
