import type { AuditAction } from '@household/model';
import type { PlannedEntry } from './trashEntries';

/**
 * The PDF documents are Storage objects only (no Firestore record): `documents/{country|unassigned}/{name}`
 * and their archived copies under `documents/{folder}/__archived/`. storage.rules let only the admin
 * write there and no function touches that folder, so every upload or delete there is the admin's. The
 * Storage event names no user: the actor is unknown (null) and the page says "an admin".
 */
export function entryForDocumentFile(
  action: Extract<AuditAction, 'create' | 'delete'>,
  name: string | undefined,
  size: unknown,
): PlannedEntry | null {
  if (!name || !name.startsWith('documents/') || name.endsWith('/')) return null;
  const file = {
    name: name.slice(name.lastIndexOf('/') + 1),
    size: typeof size === 'string' || typeof size === 'number' ? Number(size) : null,
  };
  return {
    idSuffix: '',
    action,
    collection: 'documents',
    docId: name.slice('documents/'.length),
    actorUid: null,
    changed: ['name', 'size'],
    before: action === 'delete' ? file : null,
    after: action === 'create' ? file : null,
  };
}
