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
  };
}

/** Runs `work` with the background triggers paused, and resumes them even when it fails. */
export async function withBackgroundTriggersPaused(work, hub = defaultHub()) {
  const resume = await pauseBackgroundTriggers(hub);
  try {
    return await work();
  } finally {
    await resume();
  }
}
