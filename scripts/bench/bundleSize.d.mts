export interface FirstLoadFile {
  file: string;
  source: string | null;
  bytes: number;
  gzipBytes: number;
}

export interface FirstLoadResult {
  files: FirstLoadFile[];
  totalBytes: number;
  totalGzipBytes: number;
  budgetBytes: number;
  withinBudget: boolean;
  forbidden: string[];
  lazyChunks: number;
  /** The entry chunk alone (web/src/main.tsx and its static imports), against its own budget. */
  entry: { file: string; gzipBytes: number; budgetBytes: number };
}

export const rootDir: string;
export const defaultDistDir: string;
export const firstLoadBudgetBytes: number;
export const entryBudgetBytes: number;
export const forbiddenMarkers: { name: string; marker: string }[];
export const forbiddenSources: RegExp[];
export function firstLoadJs(distDir?: string): FirstLoadResult;
export function kb(bytes: number): string;
export function formatFirstLoad(result: FirstLoadResult): string;
