/**
 * The visitor's shortlist (docs/architecture.md#routes): worker refCodes kept on this device only
 * (localStorage), at most as many as one request may name. Pure functions, unit tested.
 */
import { isStaffRefCode } from '@household/model';

export const shortlistStorageKey = 'shortlist.v1';
export const maxShortlist = 5;

/** Reads what was stored; anything malformed (edited by hand, older format) is dropped, never thrown. */
export function parseShortlist(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const codes = value.filter(isStaffRefCode);
  return [...new Set(codes)].slice(0, maxShortlist);
}

export function serializeShortlist(codes: readonly string[]): string {
  return JSON.stringify(codes);
}

export type ToggleResult = { codes: string[]; outcome: 'added' | 'removed' | 'full' | 'invalid' };

/** Adds a worker that is not saved yet, removes one that is; a full list stays as it is. */
export function toggleShortlist(codes: readonly string[], refCode: string): ToggleResult {
  if (!isStaffRefCode(refCode)) return { codes: [...codes], outcome: 'invalid' };
  if (codes.includes(refCode)) return { codes: codes.filter((code) => code !== refCode), outcome: 'removed' };
  if (codes.length >= maxShortlist) return { codes: [...codes], outcome: 'full' };
  return { codes: [...codes, refCode], outcome: 'added' };
}

export function removeFromShortlist(codes: readonly string[], refCode: string): string[] {
  return codes.filter((code) => code !== refCode);
}
