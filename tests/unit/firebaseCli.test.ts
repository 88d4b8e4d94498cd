import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the maintenance scripts (no declaration file)
import { emulatorArguments, oneFunctionsWorker } from '../../scripts/lib/firebaseCli.mjs';

describe('the firebase CLI arguments for the emulators', () => {
  it('puts --inspect-functions before --project, so the exec script is never read as its port', () => {
    const args: string[] = emulatorArguments('exec', {
      only: ['functions', 'firestore'],
      importDir: './emulator-data',
      verbosity: 'QUIET',
      oneFunctionsWorker: true,
      script: 'node suites.mjs',
    });
    expect(args).toEqual([
      'emulators:exec',
      '--inspect-functions',
      '--project',
      'demo-household-staff',
      '--only',
      'functions,firestore',
      '--import',
      './emulator-data',
      '--log-verbosity',
      'QUIET',
      'node suites.mjs',
    ]);
  });

  it('gives each function its own worker unless asked (npm start, the bench)', () => {
    expect(emulatorArguments('start', { only: ['hosting'] })).toEqual([
      'emulators:start',
      '--project',
      'demo-household-staff',
      '--only',
      'hosting',
    ]);
    expect(oneFunctionsWorker({}, {})).toBe(false);
    expect(oneFunctionsWorker({}, { HS_FUNCTIONS_WORKER: 'shared' })).toBe(true);
    expect(oneFunctionsWorker({ oneFunctionsWorker: false }, { HS_FUNCTIONS_WORKER: 'shared' })).toBe(false);
  });
});
