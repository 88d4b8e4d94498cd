/**
 * After a deploy (or a rebuild under the hosting emulator) an open tab may ask for a lazy
 * chunk that no longer exists. Those errors are recognised here so the app can reload once.
 */
const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk [\w-]+ failed/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return chunkErrorPatterns.some((pattern) => pattern.test(message));
}

/** Reload at most once per minute for the same path, so a truly missing chunk cannot loop. */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > 60_000;
}
