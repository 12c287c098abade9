import type { CsvRecord } from '../csv/csv-record.ts';
import { readFieldText } from '../csv/field-text.ts';
import { submissionMaxLineBytes } from '../csv/csv-limits.ts';
import { readCsvBytes } from '../csv/csv-reader.ts';
import type { ScoringProblem } from '../refusal.ts';

/** The first column of a header record that differs from the expected header, as the reader refuses it. */
export function headerProblem(record: CsvRecord, expected: readonly string[]): ScoringProblem | null {
  for (let i = 0; i < expected.length; i++) {
    const found = i < record.fieldCount ? readFieldText(record, i) : '';
    if (found !== expected[i]) {
      return { key: 'submission.header_mismatch', row: record.line, column: expected[i]!, value: found, expected: expected.join(',') };
    }
  }
  return null;
}

/**
 * Checks the start of a submission (at least its whole first line) against the header it must have, so an
 * upload with the wrong columns is refused while it arrives. A start the reader cannot read is left to the
 * scorer, which words every such problem.
 */
export function checkSubmissionHeader(start: Uint8Array, expected: readonly string[]): ScoringProblem | null {
  const lineEnd = start.indexOf(0x0a);
  const firstLine = lineEnd < 0 ? start : start.subarray(0, lineEnd + 1);
  let problem: ScoringProblem | null = null;
  let seen = false;
  try {
    readCsvBytes(firstLine, { maxFields: expected.length, maxLineBytes: submissionMaxLineBytes }, (record) => {
      if (seen) return;
      seen = true;
      problem = headerProblem(record, expected);
    });
  } catch {
    return null;
  }
  return problem;
}
