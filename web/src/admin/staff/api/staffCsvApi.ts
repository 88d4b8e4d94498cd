import { collection, doc, getDocs, query, serverTimestamp, where, writeBatch } from 'firebase/firestore';
import { staffNameKey } from '@household/model';
import { withActor } from '@/admin/lib/firebase/actor';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import type { AdminStaff, StaffContact } from '../staffAdminModel';
import {
  importBatches,
  planStaffImport,
  refCodesToLookUp,
  type CsvProblem,
  type ExistingStaff,
  type ParsedStaffRow,
  type PlannedRow,
} from '../staffCsv';
import { toNewStaffFields, toStaffContact, toStaffFields } from '../staffForm';
import { planCvWrite } from '../cvWrite';
import { consentField, fetchStaffContact, toAdminStaff, writeCv } from './staffApi';

/**
 * Data access of the staff CSV export and import. The import writes each row (staff/{id} and
 * staffContacts/{id}) in the same batch, so a row is never half applied; several whole rows share
 * one batch. Query shape 'admin staff import: staff by refCode (in, 30 at a time)'.
 */

/** The contacts of the exported staff (admin-only documents), a few reads at a time. */
export async function fetchContactsFor(
  staff: readonly AdminStaff[],
  onProgress?: (done: number) => void,
): Promise<Map<string, StaffContact | null>> {
  const contacts = new Map<string, StaffContact | null>();
  const queue = [...staff];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      contacts.set(next.id, await fetchStaffContact(next.id));
      onProgress?.(contacts.size);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return contacts;
}

/** Existing staff by refCode (`refCode in [...]`, 30 codes per query). */
export async function findStaffByRefCodes(refCodes: readonly string[]): Promise<Map<string, ExistingStaff>> {
  const found = new Map<string, ExistingStaff>();
  for (let i = 0; i < refCodes.length; i += 30) {
    const snapshot = await getDocs(
      query(collection(adminDb, 'staff'), where('refCode', 'in', refCodes.slice(i, i + 30))),
    );
    for (const item of snapshot.docs) {
      const data = item.data();
      found.set(String(data.refCode), {
        id: item.id,
        type: data.type,
        hasConsent: data.publishConsentAt != null,
        cv: toAdminStaff({ ...data, id: item.id }),
      });
    }
  }
  return found;
}

/**
 * Decides create or update for every checked row (a read-only step: the preview). A freshly
 * generated refCode that turns out to exist in Firestore is drawn again.
 */
export async function planImport(
  parsed: readonly ParsedStaffRow[],
): Promise<{ planned: PlannedRow[]; problems: CsvProblem[] }> {
  const existing = await findStaffByRefCodes(refCodesToLookUp(parsed));
  const alsoTaken = new Set<string>();
  for (let attempt = 0; ; attempt += 1) {
    const plan = planStaffImport(parsed, existing, alsoTaken);
    const generated = plan.planned
      .filter((row) => row.action === 'create' && !parsed.some((p) => p.row === row.row && p.refCode === row.refCode))
      .map((row) => row.refCode);
    const clashes = generated.length > 0 ? await findStaffByRefCodes(generated) : new Map();
    if (clashes.size === 0 || attempt >= 3) return plan;
    for (const code of clashes.keys()) alsoTaken.add(code);
  }
}

export interface ImportOutcome {
  created: number;
  updated: number;
  /**
   * File lines of rows whose batch was refused (nothing of those rows was written), or whose structured CV
   * (written after the batch) was refused; importing the file again writes them.
   */
  failedRows: number[];
}

/** Writes the planned rows in batches; `onProgress` gets the rows handled so far. Never throws for a refused batch. */
export async function writeImport(
  planned: readonly PlannedRow[],
  onProgress: (done: number) => void,
): Promise<ImportOutcome> {
  const outcome: ImportOutcome = { created: 0, updated: 0, failedRows: [] };
  let done = 0;
  for (const rows of importBatches(planned)) {
    const batch = writeBatch(adminDb);
    // The structured CV follows in an update of its own per row, after the batch (decision 028).
    const cvWrites: { row: number; write: () => Promise<void> }[] = [];
    for (const row of rows) {
      const contact = toStaffContact(row.values);
      if (row.action === 'create') {
        const ref = doc(collection(adminDb, 'staff'));
        const plan = planCvWrite(toNewStaffFields(row.values, row.refCode), 'new');
        batch.set(
          ref,
          withActor({
            ...plan.main,
            nameKey: staffNameKey(row.values.name),
            ...consentField(row.consent),
            createdAt: serverTimestamp(),
            updatedAt: serverTimestamp(),
          }),
        );
        batch.set(doc(adminDb, 'staffContacts', ref.id), withActor({ email: contact.email, phone: contact.phone }));
        cvWrites.push({ row: row.row, write: () => writeCv(ref.id, plan) });
      } else {
        const plan = planCvWrite(toStaffFields(row.values), row.cvBefore);
        batch.update(
          doc(adminDb, 'staff', row.id!),
          withActor({
            ...plan.main,
            nameKey: staffNameKey(row.values.name),
            ...consentField(row.consent),
            updatedAt: serverTimestamp(),
          }),
        );
        batch.set(doc(adminDb, 'staffContacts', row.id!), withActor({ email: contact.email, phone: contact.phone }));
        cvWrites.push({ row: row.row, write: () => writeCv(row.id!, plan) });
      }
    }
    try {
      await batch.commit();
      for (const row of rows) outcome[row.action === 'create' ? 'created' : 'updated'] += 1;
    } catch (error) {
      console.error('Import batch refused', error);
      outcome.failedRows.push(...rows.map((row) => row.row));
      cvWrites.length = 0;
    }
    for (const { row, write } of cvWrites) {
      try {
        await write();
      } catch (error) {
        console.error('Import CV refused', error);
        outcome.failedRows.push(row);
      }
    }
    done += rows.length;
    onProgress(done);
  }
  return outcome;
}
