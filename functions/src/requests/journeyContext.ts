import { measuredTimesFromStored, measuredTimesPath, type MeasuredTimes } from '@household/model';
import { db } from '../admin';

/**
 * What a tracked request's clock and guarantee need besides the request: settings/journey and the office's
 * measured times (`publicStats/measuredTimes`, kept daily by refreshMeasuredTimesDaily): two reads.
 */
export async function readJourneyContext(): Promise<{
  settings: Record<string, unknown> | undefined;
  measured: MeasuredTimes | null;
}> {
  const [settings, measured] = await Promise.all([db.doc('settings/journey').get(), db.doc(measuredTimesPath).get()]);
  return { settings: settings.data(), measured: measuredTimesFromStored(measured.data()) };
}
