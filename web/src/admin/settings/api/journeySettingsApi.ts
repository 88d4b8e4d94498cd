import { doc, setDoc } from 'firebase/firestore';
import { complaintStepsText, journeyClockKeys, journeyClocksOf, type JourneyClocks } from '@household/model';
import { adminDb } from '@/admin/lib/firebase/adminSdk';
import { withActor } from '@/admin/lib/firebase/actor';
import { useLiveDoc, type Live } from '@/admin/lib/firebase/useLive';

/**
 * settings/journey (issue 34, decision 025): the official clocks in days, the guarantee text and the steps of
 * a complaint on Musaned (one a line; empty: /track shows the standard steps), admin only.
 */
export interface JourneySettings extends JourneyClocks {
  guaranteeEn: string;
  guaranteeAr: string;
  complaintEn: string;
  complaintAr: string;
}

const ref = doc(adminDb, 'settings', 'journey');
const fromStored = (data: Record<string, unknown> | undefined): JourneySettings => ({
  ...journeyClocksOf(data),
  guaranteeEn: typeof data?.guaranteeEn === 'string' ? data.guaranteeEn : '',
  guaranteeAr: typeof data?.guaranteeAr === 'string' ? data.guaranteeAr : '',
  complaintEn: typeof data?.complaintEn === 'string' ? data.complaintEn : '',
  complaintAr: typeof data?.complaintAr === 'string' ? data.complaintAr : '',
});

export function useJourneySettings(): Live<JourneySettings> {
  return useLiveDoc(ref, fromStored);
}

export async function saveJourneySettings(values: JourneySettings): Promise<void> {
  const clocks = Object.fromEntries(journeyClockKeys.map((key) => [key, values[key]]));
  const text = (value: string) => (value.trim() ? value.trim() : null);
  await setDoc(
    ref,
    withActor({
      ...clocks,
      guaranteeEn: text(values.guaranteeEn),
      guaranteeAr: text(values.guaranteeAr),
      complaintEn: complaintStepsText(values.complaintEn),
      complaintAr: complaintStepsText(values.complaintAr),
    }),
  );
}
