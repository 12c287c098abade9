import type { ScoringProblem } from '../refusal.ts';
import { CsvScanError } from './scan-records.ts';

/** Turns a reader's problem into a refusal of the given file, naming the column when known. */
export function describeScanError(error: CsvScanError, file: 'submission' | 'truth', header: readonly string[]): ScoringProblem {
  const problem: ScoringProblem = { key: `${file}.${error.code}`, row: error.line };
  if (error.fieldIndex !== null) problem.column = header[error.fieldIndex] ?? `#${error.fieldIndex + 1}`;
  if (error.limit !== undefined) problem.limit = error.limit;
  return problem;
}

export { CsvScanError };
