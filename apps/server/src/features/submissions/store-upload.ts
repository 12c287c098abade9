import { Transform, type Readable } from 'node:stream';
import { formatScoringError } from '@madang/scoring';
import { AppError } from '../../http/app-error.ts';
import type { Storage } from '../storage/storage.ts';

const NEWLINE = 0x0a;

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

const fileSizeLimit = () => new AppError(413, 'file_too_large', 'file_size_limit');
const corruptedFile = () => new AppError(400, 'bad_file', 'corrupted_file');

/** A refusal the scorer words (too many rows, empty file), with its row and limit kept in `data`. */
const scoringRefusal = (problem: { key: 'submission.too_many_rows' | 'submission.empty_file'; row?: number; limit?: number }) =>
  new AppError(400, 'bad_file', problem.key, { data: { problem }, detail: (locale) => formatScoringError(problem, locale) });

/**
 * Streams an uploaded file into storage while counting its bytes and lines, and stops at once when
 * it passes the size or row limit or holds bytes no CSV has (NUL). Nothing is left in storage then.
 */
export async function storeUpload(storage: Storage, options: { key: string; body: Readable; maxBytes: number; maxRows: number }): Promise<StoredUpload> {
  let sizeBytes = 0;
  let lines = 0;
  let lastByte = NEWLINE;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > options.maxBytes) return callback(new UploadRefusal(fileSizeLimit()));
      if (chunk.includes(0)) return callback(new UploadRefusal(corruptedFile()));
      for (let at = chunk.indexOf(NEWLINE); at !== -1; at = chunk.indexOf(NEWLINE, at + 1)) lines++;
      lastByte = chunk[chunk.length - 1]!;
      // Line 1 is the header; the scorer names the first line over the limit.
      if (lines > options.maxRows + 1) return callback(new UploadRefusal(scoringRefusal({ key: 'submission.too_many_rows', row: options.maxRows + 2, limit: options.maxRows })));
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
    await storage.put(options.key, options.body.pipe(counter));
  } catch (caught) {
    options.body.resume();
    const error = refusal ?? caught;
    if (error instanceof UploadRefusal) throw error.appError;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileSizeLimit();
    throw new AppError(400, 'upload_failed', 'file_upload_failed');
  }
  if (sizeBytes === 0) {
    await storage.delete(options.key);
    throw scoringRefusal({ key: 'submission.empty_file' });
  }
  const totalLines = lines + (lastByte === NEWLINE ? 0 : 1);
  if (totalLines - 1 > options.maxRows) {
    await storage.delete(options.key);
    throw scoringRefusal({ key: 'submission.too_many_rows', row: options.maxRows + 2, limit: options.maxRows });
  }
  return { sizeBytes, rowCount: Math.max(0, totalLines - 1) };
}
