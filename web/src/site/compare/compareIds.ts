import { isStaffRefCode } from '@household/model';

/** The most workers `/compare` shows side by side (issue 36). */
export const maxCompared = 4;

/**
 * The workers of a compare address, `/compare?ids=MD-0101,CL-0102`: well-formed reference codes (any
 * case, spaces ignored; `ids` may repeat), each once, in the address's order, at most `maxCompared`.
 */
export function compareIdsFromSearch(search: string | URLSearchParams): string[] {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const codes = params
    .getAll('ids')
    .flatMap((value) => value.split(','))
    .map((code) => code.trim().toUpperCase())
    .filter(isStaffRefCode);
  return [...new Set(codes)].slice(0, maxCompared);
}

/** The compare address of these workers (the first `maxCompared`), without the language. */
export function comparePath(refCodes: readonly string[]): string {
  const codes = refCodes.slice(0, maxCompared);
  return codes.length > 0 ? `/compare?ids=${codes.join(',')}` : '/compare';
}
