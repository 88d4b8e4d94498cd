// Types for fontSubset.mjs (the font subsets' character logic).
export type CodeRanges = Array<[number, number]>;
export const baseArabicCodePoints: number[];
export const baseLatinCodePoints: number[];
export const keptFeatures: string[];
export function parseUnicodeRange(text: string): CodeRanges;
export function rangesOf(codePoints: number[]): CodeRanges;
export function formatUnicodeRange(ranges: CodeRanges): string;
export function inRanges(ranges: CodeRanges, codePoint: number): boolean;
export function subtractRanges(ranges: CodeRanges, remove: CodeRanges): CodeRanges;
export function coreCodePoints(texts: string[], faceRanges: CodeRanges, base?: number[]): number[];
export function splitRanges(originalRange: string, codePoints: number[]): { core: string; rest: string };
