import { checkSubmissionFileName } from '@madang/contracts/submissions';

export interface SubmissionRules {
  file_extension: string;
  max_file_bytes: number;
  max_rows: number;
}

/** An i18n key under `competition.submit.errors` with its parameters. */
export type FileProblem =
  | { key: 'wrongExtension'; extension: string }
  | { key: 'fileName' }
  | { key: 'fileSize'; limit: number }
  | { key: 'tooManyRows'; limit: number }
  | { key: 'emptyFile' };

/**
 * The checks the server makes again, done before the upload so a wrong file costs no waiting:
 * extension, the spec's file-name rule (30 characters, no spaces, Korean or symbols) and size.
 */
export function checkFileBeforeUpload(file: { name: string; size: number }, rules: SubmissionRules): FileProblem | null {
  const nameProblem = checkSubmissionFileName(file.name, rules.file_extension);
  if (nameProblem === 'wrong_extension') return { key: 'wrongExtension', extension: rules.file_extension };
  if (nameProblem === 'check_file_name') return { key: 'fileName' };
  if (file.size === 0) return { key: 'emptyFile' };
  if (file.size > rules.max_file_bytes) return { key: 'fileSize', limit: rules.max_file_bytes };
  return null;
}

const NEWLINE = 0x0a;

/** Data rows of a CSV: its lines minus the header, a missing final newline counted as a line end. */
export function countDataRows(bytes: Uint8Array): number {
  if (bytes.length === 0) return 0;
  let lines = 0;
  for (let at = bytes.indexOf(NEWLINE); at !== -1; at = bytes.indexOf(NEWLINE, at + 1)) lines++;
  if (bytes[bytes.length - 1] !== NEWLINE) lines++;
  return Math.max(0, lines - 1);
}

/** The row limit, checked only for text files: other formats have no rows to count. */
export async function checkRows(file: Blob, rules: SubmissionRules): Promise<FileProblem | null> {
  if (rules.file_extension !== 'csv') return null;
  const rows = countDataRows(new Uint8Array(await file.arrayBuffer()));
  return rows > rules.max_rows ? { key: 'tooManyRows', limit: rules.max_rows } : null;
}
