// The bench's synthetic workers (scripts/bench/seedStaff.mjs, issue 38): their references must be ones the
// worker page accepts, or every replayed worker view is a 404 (the visit-cost replay counted 122 such errors).
import { fileURLToPath } from 'node:url';
import { isStaffRefCode } from '@household/model';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs module without types
import { benchRefCode, benchStaff } from '../../scripts/bench/seedStaff.mjs';

/**
 * The worker page's own parser. It imports the web app's `@/` alias, which this workspace's type check does
 * not resolve; vitest.unit.config.ts maps the alias, so it is loaded at run time.
 */
async function workerPageParser(): Promise<(param: string) => string | null> {
  const modulePath = fileURLToPath(new URL('../../web/src/site/workers/workerProfile.ts', import.meta.url));
  return ((await import(/* @vite-ignore */ modulePath)) as { refCodeFromParam: (param: string) => string | null })
    .refCodeFromParam;
}

describe('bench staff references', () => {
  it('are in the form /workers/{refCode} accepts and the model checks, and carry the type prefix', async () => {
    const refCodeFromParam = await workerPageParser();
    for (const i of [0, 1, 4, 5, 4999, 24_999]) {
      const staff = benchStaff(i) as { refCode: string; type: string };
      expect(refCodeFromParam(staff.refCode)).toBe(staff.refCode);
      expect(isStaffRefCode(staff.refCode)).toBe(true);
      expect(staff.refCode.slice(0, 2)).toBe(
        ({ Maid: 'MD', Cleaner: 'CL', Nanny: 'NN', Driver: 'DR', transfer: 'TR' } as Record<string, string>)[
          staff.type
        ],
      );
    }
  });

  it('are unique for the 25,000 the benches may write, and refuse more', () => {
    const codes = new Set(Array.from({ length: 25_000 }, (_, i) => benchRefCode(i)));
    expect(codes.size).toBe(25_000);
    expect(() => benchRefCode(25_000)).toThrow(/at most 25,000/);
  });
});
