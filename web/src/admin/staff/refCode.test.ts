import { describe, expect, it } from 'vitest';
import { generateRefCode, isRefCode } from './refCode';

describe('generateRefCode', () => {
  it('uses the type prefix and four digits', () => {
    expect(generateRefCode('Maid', new Set(), () => 0.0142)).toBe('MD-0142');
    expect(generateRefCode('Cleaner', new Set(), () => 0)).toBe('CL-0000');
    expect(generateRefCode('Nanny', new Set(), () => 0.99999)).toBe('NN-9999');
    expect(generateRefCode('Driver', new Set(), () => 0.5)).toBe('DR-5000');
    expect(generateRefCode('transfer', new Set(), () => 0.25)).toBe('TR-2500');
  });

  it('always produces a valid code with Math.random', () => {
    for (let i = 0; i < 200; i += 1) expect(isRefCode(generateRefCode('Maid'))).toBe(true);
  });

  it('avoids codes already taken', () => {
    const values = [0.0001, 0.0001, 0.0002];
    let i = 0;
    const code = generateRefCode('Maid', new Set(['MD-0001']), () => values[i++] ?? 0.5);
    expect(code).toBe('MD-0002');
  });

  it('recognises valid and invalid codes', () => {
    expect(isRefCode('MD-0142')).toBe(true);
    expect(isRefCode('XX-0142')).toBe(false);
    expect(isRefCode('MD-142')).toBe(false);
  });
});
