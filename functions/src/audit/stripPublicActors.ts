import { privatelyStampedCollections, stampsPrivately } from '@household/model';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/**
 * Issue 39 (decision 027): removes the `updatedBy` that documents visitors can read still carry from before
 * `auditStamps` (content, reviews, media, countryCosts, settings/site), and from the trashed copies of
 * reviews and media (a restore writes the trashed data back). An admin's next edit removes it too; this
 * does it at once for a deployed project (scripts/strip-public-actors.mjs, run by the deploy kit). Only
 * the field goes: `updatedAt` stays, so the audit trigger logs nothing. Safe to run again. Answers the
 * paths it changed (or, without `apply`, would change).
 */
export async function stripPublicActors(db: Firestore, { apply }: { apply: boolean }): Promise<string[]> {
  const changed: string[] = [];
  for (const collection of privatelyStampedCollections) {
    const snapshot = await db.collection(collection).get();
    for (const document of snapshot.docs) {
      if (!stampsPrivately(collection, document.id) || !Object.hasOwn(document.data(), 'updatedBy')) continue;
      changed.push(document.ref.path);
      if (apply) await document.ref.update({ updatedBy: FieldValue.delete() });
    }
  }
  const trash = await db.collection('trash').where('collection', 'in', ['reviews', 'media']).get();
  for (const entry of trash.docs) {
    const data = entry.get('data') as Record<string, unknown> | undefined;
    if (!data || !Object.hasOwn(data, 'updatedBy')) continue;
    changed.push(entry.ref.path);
    if (apply) await entry.ref.update({ 'data.updatedBy': FieldValue.delete() });
  }
  return changed;
}
