// npm test runs the browser specs in two lanes, each on its own emulators (scripts/test.mjs,
// scripts/lib/emulatorSuites.mjs): these folders in the second lane, beside the rules suites, and the
// rest in the first. Chosen to balance the two lanes' times (the summary prints both); every folder
// here owns its data or only reads the seed, as every spec must. E2E_LANE=side|main picks a lane;
// unset, a run takes every spec.
export const secondLane: RegExp[] = ['first-tap', 'public', 'prerender'].map(
  (folder) => new RegExp(`[\\\\/]e2e[\\\\/]${folder}[\\\\/][^\\\\/]+\\.spec\\.ts$`),
);

export type Lane = 'side' | 'main' | 'all';

export function laneOf(value: string | undefined): Lane {
  return value === 'side' || value === 'main' ? value : 'all';
}
