/** Whether this process can reach Cloud Storage: in the emulator only when the Storage emulator runs. Pure. */
export function storageReachable(env: Record<string, string | undefined>): boolean {
  if (env.FUNCTIONS_EMULATOR !== 'true') return true;
  return Boolean(env.FIREBASE_STORAGE_EMULATOR_HOST || env.STORAGE_EMULATOR_HOST);
}
