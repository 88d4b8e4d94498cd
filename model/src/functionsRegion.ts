/**
 * Where the Cloud Functions run (issue 39): ONE setting, read by the functions (functions/src/config.ts), the
 * web app's callable client, and the Hosting rewrites of firebase.json (written from it by
 * `node scripts/functions-region.mjs --write`; `npm run check-deploy` names any mismatch). Personal data
 * (messages, requests, CVs) is processed where the functions run: a Saudi office keeps Firestore, Storage
 * and the functions in the Kingdom (me-central2, Dammam) where the project allows it. The emulators and
 * the tests use the value committed here.
 */
export const functionsRegion: string = 'us-central1';

/**
 * Regions where Cloud Functions (2nd gen, on Cloud Run) can run, as listed by Google's Cloud Run locations
 * page (checked 2026-11). A Firestore location outside this list has no functions region of its own.
 */
export const functionsRegions: readonly string[] = [
  'africa-south1',
  'asia-east1',
  'asia-east2',
  'asia-northeast1',
  'asia-northeast2',
  'asia-northeast3',
  'asia-south1',
  'asia-south2',
  'asia-southeast1',
  'asia-southeast2',
  'australia-southeast1',
  'australia-southeast2',
  'europe-central2',
  'europe-north1',
  'europe-southwest1',
  'europe-west1',
  'europe-west2',
  'europe-west3',
  'europe-west4',
  'europe-west6',
  'europe-west8',
  'europe-west9',
  'europe-west10',
  'europe-west12',
  'me-central1',
  'me-central2',
  'me-west1',
  'northamerica-northeast1',
  'northamerica-northeast2',
  'southamerica-east1',
  'southamerica-west1',
  'us-central1',
  'us-east1',
  'us-east4',
  'us-east5',
  'us-south1',
  'us-west1',
  'us-west2',
  'us-west3',
  'us-west4',
];

/** Firestore's multi-region locations and the functions region inside each. */
const multiRegions: Record<string, string> = { nam5: 'us-central1', eur3: 'europe-west1' };

/**
 * The functions region for a project whose Firestore lives at `firestoreLocation` (e.g. `me-central2`),
 * or null with the reason when functions are not offered there.
 */
export function functionsRegionFor(
  firestoreLocation: string,
): { region: string; note: string } | { region: null; note: string } {
  const location = firestoreLocation.trim().toLowerCase();
  const region = multiRegions[location] ?? (functionsRegions.includes(location) ? location : null);
  if (region) return { region, note: `functions run in ${region}, with Firestore (${location})` };
  return {
    region: null,
    note: `Cloud Functions are not offered in ${location}: choose the nearest region by hand (personal data is then processed outside the Firestore location)`,
  };
}

/** The `region` of every function rewrite in a firebase.json `hosting` block that differs from `region`. */
export function rewriteRegionMismatches(
  hosting: { rewrites?: readonly { function?: { functionId?: string; region?: string } }[] } | undefined,
  region: string,
): string[] {
  return (hosting?.rewrites ?? [])
    .filter((rewrite) => rewrite.function && rewrite.function.region !== region)
    .map((rewrite) => `${rewrite.function!.functionId ?? '?'} rewrites to ${rewrite.function!.region ?? 'no region'}`);
}
