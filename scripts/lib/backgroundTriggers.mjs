// The Functions emulator's switch for background triggers (the emulator hub's
// `PUT /functions/{disable,enable}BackgroundTriggers`): writes that must not set every trigger off (a bench's
// 5,000 staff, a restore) are made with the triggers paused.

const defaultHub = () => process.env.FIREBASE_EMULATOR_HUB ?? '127.0.0.1:4400';

/**
 * Pauses the background triggers and answers how to resume them. Without the Functions emulator the hub
 * answers 404: nothing to pause, and resuming does nothing.
 */
export async function pauseBackgroundTriggers(hub = defaultHub()) {
  const response = await fetch(`http://${hub}/functions/disableBackgroundTriggers`, { method: 'PUT' });
  if (!response.ok) return async () => {};
  return async () => {
    const resumed = await fetch(`http://${hub}/functions/enableBackgroundTriggers`, { method: 'PUT' });
    if (!resumed.ok) throw new Error(`enableBackgroundTriggers: ${resumed.status} ${await resumed.text()}`);
    await untilFunctionsAnswer(hub);
  };
}

/**
 * Resuming reloads the functions and ends their idle workers. With one worker for every function (decision
 * 045, the emulator's debug mode) it ends the worker at once and counts it idle until its exit is noticed:
 * an event sent in between went to the ended process and was lost (a spec right after the restore drill
 * waited for 5 notifications and got 4). So the resume returns once a function has answered from a live
 * worker: a POST to serveStaffFile, which answers 405 itself before reading anything (the emulator's own
 * answers for a failed worker are 500, or none), sent again until it does.
 */
async function untilFunctionsAnswer(hub, { attempts = 20 } = {}) {
  const emulators = await (await fetch(`http://${hub}/emulators`)).json();
  const functions = emulators.functions;
  if (!functions) return;
  const projectId = process.env.GCLOUD_PROJECT ?? emulators.hub?.projectId ?? 'demo-household-staff';
  const base = `http://${functions.host}:${functions.port}`;
  const { backends } = await (await fetch(`${base}/backends`)).json();
  const served = backends
    .flatMap((backend) => backend.functionTriggers ?? [])
    .find((t) => t.entryPoint === 'serveStaffFile');
  if (!served) return;
  const address = `${base}/${projectId}/${served.region}/serveStaffFile`;
  for (let attempt = 1; ; attempt += 1) {
    // A request handed to the ended worker may get no answer at all.
    const status = await fetch(address, { method: 'POST', signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 405) return;
    if (attempt >= attempts) throw new Error(`the Functions emulator did not answer from a worker (last: ${status})`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
