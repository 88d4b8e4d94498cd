import { doc, serverTimestamp, Timestamp } from 'firebase/firestore';
import { journeyClocksOf, type JourneyClocks, type RequestStatus } from '@household/model';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { useLiveDoc, type Live } from '@/admin/lib/firebase/useLive';
import { updateRecord } from '@/admin/lib/offline/api/recordWrites';

/**
 * The request journey's writes from the drawer (issue 34; firestore.rules isValidRequestStatusChange): a stage's
 * date (never in the future, never before the previous stage), the contract's figures and the family's visa,
 * and the one arrival extension. Each carries the actor stamp (audited) and shows as waiting on the row
 * until the server has it (updateRecord).
 */
export async function setStageDate(id: string, stage: RequestStatus, at: Date | 'now'): Promise<void> {
  const value = at === 'now' ? serverTimestamp() : Timestamp.fromDate(at);
  await updateRecord('requests', id, { [`stageDates.${stage}`]: value });
}

export interface ContractFigures {
  contractPriceHalalas: number | null;
  contractMonths: number | null;
  hasVisa: boolean | null;
}

export async function saveContractFigures(id: string, figures: ContractFigures): Promise<void> {
  await updateRecord('requests', id, { ...figures });
}

export async function extendArrival(id: string, days: number, reason: string): Promise<void> {
  await updateRecord('requests', id, { arrivalExtension: { days, reason, at: serverTimestamp() } });
}

const journeySettingsRef = doc(adminDb, 'settings', 'journey');
const clocksFromStored = (data: Record<string, unknown> | undefined) => journeyClocksOf(data);

/** The office's clocks (settings/journey; today's rules while it is missing). */
export function useJourneyClocks(): Live<JourneyClocks> {
  return useLiveDoc(journeySettingsRef, clocksFromStored);
}
