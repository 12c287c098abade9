import { pipeline, type Readable, Transform } from 'node:stream';
import { checkSubmissionHeader, formatScoringError, type ScoringProblem } from '@madang/scoring';
import { AppError } from '../../http/app-error.ts';
import type { Storage } from '../storage/storage.ts';

/** pipeline() passes a part's failure on, even one that came before the part was read (pipe() would wait forever); put() reports it. */
const ignoreSettled = () => {};

const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
/** The header is checked once this much of the file, or its whole first line, has arrived. */
const HEADER_WINDOW_BYTES = 1 << 20;

export interface StoredUpload {
  sizeBytes: number;
  /** Data rows: lines after the header. */
  rowCount: number;
}

class UploadRefusal extends Error {
  constructor(readonly appError: AppError) {
    super(appError.messageKey);
  }
}

const fileSizeLimit = () => new AppError('file_too_large', 'file_size_limit');
const corruptedFile = () => new AppError('bad_file', 'corrupted_file');

/** A refusal the scorer words (too many rows, a wrong header, ...), with its row and limit kept in `data`. */
const scoringRefusal = (problem: ScoringProblem) => new AppError('bad_file', problem.key, { data: { problem }, detail: (locale) => formatScoringError(problem, locale) });

/** What a scorable file of the competition must look like, known from its ground truth. */
export interface ExpectedSubmission {
  header: readonly string[];
  /** Data rows of the ground truth: one per id. */
  rowCount: number;
}

/**
 * Streams an uploaded file into storage while counting its bytes and lines, and stops at once when
 * it passes the size or row limit, holds bytes no CSV has (NUL), or (with `expected`) starts with another
 * header or ends with fewer rows than the ground truth has ids. Nothing is left in storage then, and a
 * refused file never uses up an attempt.
 */
export async function storeUpload(
  storage: Storage,
  options: { key: string; body: Readable; maxBytes: number; maxRows: number; expected?: ExpectedSubmission },
): Promise<StoredUpload> {
  let sizeBytes = 0;
  const lines = new NonBlankLineCounter();
  let head: Buffer | undefined = options.expected ? Buffer.alloc(0) : undefined;
  const headerRefusal = (): UploadRefusal | undefined => {
    if (!head || !options.expected) return undefined;
    const problem = checkSubmissionHeader(head, options.expected.header);
    head = undefined;
    return problem ? new UploadRefusal(scoringRefusal(problem)) : undefined;
  };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > options.maxBytes) return callback(new UploadRefusal(fileSizeLimit()));
      if (chunk.includes(0)) return callback(new UploadRefusal(corruptedFile()));
      lines.count(chunk);
      if (head) {
        head = Buffer.concat([head, chunk]);
        if (head.includes(NEWLINE) || head.length >= HEADER_WINDOW_BYTES) {
          const refusal = headerRefusal();
          if (refusal) return callback(refusal);
        }
      }
      // Line 1 is the header; the scorer names the first line over the limit.
      if (lines.total() > options.maxRows + 1)
        return callback(new UploadRefusal(scoringRefusal({ key: 'submission.too_many_rows', row: options.maxRows + 2, limit: options.maxRows })));
      callback(null, chunk);
    },
  });
  // A size limit hit inside the multipart parser ends up here too.
  options.body.once('limit', () => counter.destroy(new UploadRefusal(fileSizeLimit())));
  options.body.once('error', (error) => counter.destroy(error));
  // The store may still be opening its file when the first refusal comes: keep it until put() settles.
  let refusal: unknown;
  counter.on('error', (error) => {
    refusal ??= error;
  });
  try {
    await storage.put(options.key, pipeline(options.body, counter, ignoreSettled));
  } catch (caught) {
    options.body.resume();
    const error = refusal ?? caught;
    if (error instanceof UploadRefusal) throw error.appError;
    // The request's own failure (a body that stopped arriving) says more than the store's.
    if (options.body.errored instanceof AppError) throw options.body.errored;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileSizeLimit();
    throw new AppError('upload_failed', 'file_upload_failed');
  }
  if (sizeBytes === 0) {
    await storage.delete(options.key);
    throw scoringRefusal({ key: 'submission.empty_file' });
  }
  const wrongHeader = headerRefusal();
  if (wrongHeader) {
    await storage.delete(options.key);
    throw wrongHeader.appError;
  }
  const dataLines = lines.total() - 1;
  // Lines can only outnumber rows (a quoted field may hold a line break), so too few lines is sure to be too few rows.
  if (options.expected && dataLines < options.expected.rowCount) {
    await storage.delete(options.key);
    throw scoringRefusal({ key: 'submission.too_few_rows', value: String(Math.max(0, dataLines)), limit: options.expected.rowCount });
  }
  if (dataLines > options.maxRows) {
    await storage.delete(options.key);
    throw scoringRefusal({ key: 'submission.too_many_rows', row: options.maxRows + 2, limit: options.maxRows });
  }
  return { sizeBytes, rowCount: Math.max(0, dataLines) };
}

/** Counts the lines with something on them, as the scorer skips blank ones, across chunk boundaries. */
class NonBlankLineCounter {
  private lines = 0;
  /** Whether the line still open at the end of the last chunk has anything but a carriage return. */
  private openLineHasContent = false;

  count(chunk: Buffer): void {
    let start = 0;
    for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) {
      const end = at > start && chunk[at - 1] === CARRIAGE_RETURN ? at - 1 : at;
      if (this.openLineHasContent || end > start) this.lines++;
      this.openLineHasContent = false;
      start = at + 1;
    }
    const rest = chunk.length - start;
    if (rest > 1 || (rest === 1 && chunk[start] !== CARRIAGE_RETURN)) this.openLineHasContent = true;
  }

  total(): number {
    return this.lines + (this.openLineHasContent ? 1 : 0);
  }
}
