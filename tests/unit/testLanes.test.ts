import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JavaScript module of the maintenance scripts (no declaration file)
import { wantsLanes } from '../../scripts/lib/isolated.mjs';

// npm test's two emulator lanes (decision 034): only where they pay, unless HS_TEST_LANES says.
describe('npm test lanes', () => {
  it('runs one lane on the 2-core machine and two from 4 cores', () => {
    expect(wantsLanes({ cores: 2 })).toBe(false);
    expect(wantsLanes({ cores: 3 })).toBe(false);
    expect(wantsLanes({ cores: 4 })).toBe(true);
    expect(wantsLanes({ cores: 16 })).toBe(true);
  });

  it('follows HS_TEST_LANES when it is set, whatever the cores', () => {
    expect(wantsLanes({ setting: '1', cores: 2 })).toBe(true);
    expect(wantsLanes({ setting: '0', cores: 16 })).toBe(false);
    expect(wantsLanes({ setting: 'yes', cores: 2 })).toBe(false);
  });
});
