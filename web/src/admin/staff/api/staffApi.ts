import { collection, doc, getDoc, getDocs, limit, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { deleteObject, ref } from 'firebase/storage';
import { staffFromStored, staffNameKey } from '@household/model';
import { adminDb, adminStorage } from '@/admin/lib/firebase/adminSdk';
import { withActor } from '@/admin/lib/firebase/actor';
import { commitForRecord, updateRecord } from '@/admin/lib/offline/api/recordWrites';
import { type AdminStaff, type StaffContact, type StaffStatus } from '../staffAdminModel';
import type { NewStaffFields, PublishConsentChange, StaffEditableFields } from '../staffForm';
import { planCvWrite, type CvBefore, type CvWritePlan } from '../cvWrite';
import { cvContentType, cvStoragePath, photoStoragePath } from '../staffFiles';
import { generateRefCode } from '../refCode';
import { uploadWithProgress } from '@/admin/lib/firebase/storageUpload';
import { moveToTrashAsAdmin } from '@/admin/lib/firebase/adminTrash';

/** The model's one staff mapper (Timestamps become Dates; unknown status reads as inactive). */
export function toAdminStaff(data: Record<string, unknown>): AdminStaff {
  const consent = data.publishConsentAt as { toDate?: () => Date } | null | undefined;
  return {
    ...staffFromStored(String(data.id ?? ''), data),
    publishConsentAt: typeof consent?.toDate === 'function' ? consent.toDate() : null,
  };
}

/** The publishConsentAt field to write for a consent change: stamped by the server, cleared, or left alone. */
export function consentField(change: PublishConsentChange): Record<string, unknown> {
  if (change === 'stamp') return { publishConsentAt: serverTimestamp() };
  if (change === 'clear') return { publishConsentAt: null };
  return {};
}

export async function fetchStaffContact(staffId: string): Promise<StaffContact | null> {
  const snapshot = await getDoc(doc(adminDb, 'staffContacts', staffId));
  if (!snapshot.exists()) return null;
  const data = snapshot.data();
  return {
    email: typeof data.email === 'string' ? data.email : '',
    phone: typeof data.phone === 'string' ? data.phone : '',
  };
}

/**
 * A refCode no staff member has yet: the proposed one, or a fresh draw when it is taken. The table
 * holds only one page, so this asks Firestore (query shape 'admin requests: staff by refCode').
 */
async function freeRefCode(fields: NewStaffFields): Promise<string> {
  const tried = new Set<string>();
  let code = fields.refCode;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const taken = await getDocs(query(collection(adminDb, 'staff'), where('refCode', '==', code), limit(1)));
    if (taken.empty) return code;
    tried.add(code);
    code = generateRefCode(fields.type, tried);
  }
  return code;
}

/**
 * The CV's own update after the worker's write (firestore.rules isCvOnlyUpdate: only the CV and the actor
 * stamp; decision 028), when the plan has one.
 */
export async function writeCv(staffId: string, plan: CvWritePlan<object>): Promise<void> {
  if (plan.cv) await updateRecord('staff', staffId, { ...plan.cv });
}

/**
 * Creates `staff/{id}` (exact key set, server timestamps, the CV parts empty) and `staffContacts/{id}` in
 * one batch, and returns the new id with the write of the structured CV that must follow (its own update:
 * the caller runs it once it knows the id, so a failed CV write never loses the created row). Files are
 * uploaded afterwards with that id.
 */
export async function createStaff(
  fields: NewStaffFields,
  contact: StaffContact,
  consent: PublishConsentChange = 'keep',
): Promise<{ id: string; writeCv: () => Promise<void> }> {
  const refCode = await freeRefCode(fields);
  const staffRef = doc(collection(adminDb, 'staff'));
  const plan = planCvWrite(fields, 'new');
  const batch = writeBatch(adminDb);
  batch.set(
    staffRef,
    withActor({
      ...plan.main,
      refCode,
      nameKey: staffNameKey(fields.name),
      ...consentField(consent),
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    }),
  );
  batch.set(doc(adminDb, 'staffContacts', staffRef.id), withActor({ email: contact.email, phone: contact.phone }));
  await batch.commit();
  return { id: staffRef.id, writeCv: () => writeCv(staffRef.id, plan) };
}

/** Updates the worker and its contacts in one batch, then the structured CV in its own update. */
export async function updateStaff(
  staffId: string,
  fields: StaffEditableFields,
  contact: StaffContact,
  consent: PublishConsentChange = 'keep',
  before: CvBefore = 'unknown',
): Promise<void> {
  const plan = planCvWrite(fields, before);
  const batch = writeBatch(adminDb);
  batch.update(
    doc(adminDb, 'staff', staffId),
    withActor({
      ...plan.main,
      nameKey: staffNameKey(fields.name),
      ...consentField(consent),
      updatedAt: serverTimestamp(),
    }),
  );
  batch.set(doc(adminDb, 'staffContacts', staffId), withActor({ email: contact.email, phone: contact.phone }));
  await commitForRecord(staffId, batch);
  await writeCv(staffId, plan);
}

export async function updateStaffStatus(staffId: string, status: StaffStatus): Promise<void> {
  await updateRecord('staff', staffId, { status, updatedAt: serverTimestamp() });
}

/**
 * The admin's delete: moves the staff document and its contact document to the trash in one commit
 * (restorable for 30 days; the CV and photo stay in Storage until the purge). admin/lib/firebase/trash.ts.
 */
export async function deleteStaff(staffId: string): Promise<void> {
  await moveToTrashAsAdmin('staff', staffId);
}

/**
 * Uploads the CV to `cvs/{staffId}.{ext}`, then stores its path (cvPath) on the staff document. The
 * download URL the upload answers is not stored: its token would bypass storage.rules.
 */
export async function uploadStaffCv(staffId: string, file: File, onProgress: (percent: number) => void): Promise<void> {
  const path = cvStoragePath(staffId, file.name);
  await uploadWithProgress(adminStorage, path, file, cvContentType(file.name), onProgress);
  await updateRecord('staff', staffId, { cvPath: path, updatedAt: serverTimestamp() });
}

/** Uploads the photo to `staff-photos/{staffId}.{ext}`, then stores its path (photoPath, never the URL). */
export async function uploadStaffPhoto(
  staffId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<void> {
  const path = photoStoragePath(staffId, file.name);
  await uploadWithProgress(adminStorage, path, file, file.type || 'image/jpeg', onProgress);
  await updateRecord('staff', staffId, { photoPath: path, updatedAt: serverTimestamp() });
}

/** Best-effort removal of a replaced or orphaned file (not-found and an unreachable Storage are ignored). */
export async function deleteStoredFile(path: string): Promise<void> {
  try {
    await deleteObject(ref(adminStorage, path));
  } catch (error) {
    console.warn('Could not delete stored file', path, error);
  }
}
