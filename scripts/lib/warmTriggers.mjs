// Starts a worker for every Firestore trigger before the suites that wait on triggers (decision 034,
// ninth session). The Firestore emulator sends its events to the Functions emulator one at a time and
// waits for each function to finish (up to 20 s, then "Read timed out" and the next event). A trigger's
// first event starts its worker, a Node process that loads the whole functions bundle: 2.5 s on an idle
// 2-core machine, 8-20 s on a loaded one, and meanwhile no other Firestore event in the project moves.
// Some 25 triggers starting one after another that way held specs' events back beyond their 30 s.
//
// Here each Firestore trigger gets one event straight from us, several at once, with a document that
// matches its path and no document data: the handlers return at once for an event without data
// (each reads `event.data?.…` and stops when there is none), so nothing is written. A worker stays
// and serves the emulator's later events warm. A handler that threw would end its worker (the emulator
// kills a worker after an error); the summary line says how many were warmed.
// Usable alone: node scripts/lib/warmTriggers.mjs (inside `firebase emulators:exec`).
import { pathToFileURL } from 'node:url';

const hub = () => process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';

/** The document path a trigger's pattern names, every wildcard segment `warm-up`. */
export function warmUpDocument(pattern) {
  return pattern.replace(/\{[^}]*\}/g, 'warm-up');
}

/** The CloudEvent for `trigger` (a Functions emulator trigger definition): its type, a matching document, no data. */
export function warmUpEvent(trigger, projectId, now = new Date()) {
  const filters = trigger.eventTrigger?.eventFilterPathPatterns ?? trigger.eventTrigger?.eventFilters ?? {};
  const document = warmUpDocument(String(filters.document ?? ''));
  const database = String(filters.database ?? '(default)');
  return {
    specversion: '1.0',
    type: trigger.eventTrigger.eventType,
    source: `//firestore.googleapis.com/projects/${projectId}/databases/${database}`,
    id: `warm-up-${trigger.id}-${now.getTime()}`,
    subject: `documents/${document}`,
    time: now.toISOString(),
    project: projectId,
    database,
    namespace: '(default)',
    document,
  };
}

/** The Firestore triggers of the emulator's functions, as the Functions emulator lists them. */
export function firestoreTriggers(backends) {
  return backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .filter((trigger) => String(trigger.eventTrigger?.eventType ?? '').startsWith('google.cloud.firestore.'));
}

export async function warmFirestoreTriggers({ parallel = 3 } = {}) {
  const started = Date.now();
  const emulators = await (await fetch(`http://${hub()}/emulators`)).json();
  const functions = emulators.functions;
  if (!functions) return { warmed: 0, total: 0, seconds: 0 };
  const base = `http://${functions.host}:${functions.port}`;
  const projectId = process.env.GCLOUD_PROJECT ?? emulators.hub?.projectId ?? 'demo-household-staff';
  const { backends } = await (await fetch(`${base}/backends`)).json();
  const triggers = firestoreTriggers(backends);
  let warmed = 0;
  const failed = [];
  const queue = [...triggers];
  const worker = async () => {
    for (let trigger = queue.shift(); trigger; trigger = queue.shift()) {
      try {
        const response = await fetch(`${base}/functions/projects/${projectId}/triggers/${trigger.id}-0`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(warmUpEvent(trigger, projectId)),
          signal: AbortSignal.timeout(120_000),
        });
        if (response.ok) warmed += 1;
        else failed.push(`${trigger.entryPoint ?? trigger.id} (${response.status})`);
      } catch (error) {
        failed.push(`${trigger.entryPoint ?? trigger.id} (${error instanceof Error ? error.message : error})`);
      }
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return { warmed, total: triggers.length, failed, seconds: Math.round((Date.now() - started) / 1000) };
}

/** Warms the triggers and prints one line; never fails the run (cold workers are slow, not wrong). */
export async function warmAndReport() {
  try {
    const { warmed, total, failed = [], seconds } = await warmFirestoreTriggers();
    console.log(
      `Firestore triggers warmed: ${warmed} of ${total} workers started in ${seconds} s${failed.length ? `; not warmed: ${failed.join(', ')}` : ''}`,
    );
  } catch (error) {
    console.log(`Firestore triggers not warmed: ${error instanceof Error ? error.message : String(error)}`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await warmAndReport();
