import type { Readable } from 'node:stream';

/**
 * Ends a multipart file stream with `error` the moment it passes its size limit. The parser only marks such a
 * file truncated and ends it when the part's closing boundary arrives, so without this a 1 GB upload would be
 * read to its end (and its extra bytes thrown away) before the member hears that it is too large.
 */
export function cutAtLimit(file: Readable, error: () => Error): void {
  file.once('limit', () => file.destroy(error()));
}
