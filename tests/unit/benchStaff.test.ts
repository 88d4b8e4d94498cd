// The bench's synthetic workers (scripts/bench/seedStaff.mjs, issue 38): their references must be ones the
// worker page accepts, or every replayed worker view is a 404 (the visit-cost replay counted 122 such errors).
import { describe, expect, it } from 'vitest';
import { refCodeFromParam } from '@/site/workers/workerProfile';
// @ts-expect-error: a plain .mjs module without types
import { benchRefCode, benchStaff } from '../../scripts/bench/seedStaff.mjs';

describe('bench staff references', () => {
  it('are in the form /workers/{refCode} accepts, and carry the type prefix', () => {
    for (const i of [0, 1, 4, 5, 4999, 24_999]) {
      const staff = benchStaff(i) as { refCode: string; type: string };
      expect(refCodeFromParam(staff.refCode)).toBe(staff.refCode);
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
