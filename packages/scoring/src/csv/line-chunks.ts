import { isUtf8 } from 'node:buffer';
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';

const LF = 0x0a;

/**
 * Reads a file through one buffer of chunkBytes and hands `visit` its whole lines a chunk at a
 * time: each segment ends after a line feed, or at the end of the file, so that no row and no
 * UTF-8 sequence is cut in two. Reading a large file whole would touch as many fresh pages as it
 * has bytes, and on a virtual machine each first touch of a page is slow. False when `visit`
 * gives up (returns false), a line does not fit in the buffer or a chunk is not UTF-8; throws
 * when the file cannot be read.
 */
export function readLineChunks(path: string, chunkBytes: number, visit: (segment: Uint8Array, fileBytes: number) => boolean): boolean {
  const fd = openSync(path, 'r');
  try {
    const fileBytes = fstatSync(fd).size;
    // One byte more than a small file, so that its end is seen in the first chunk.
    const buffer = new Uint8Array(Math.min(chunkBytes, fileBytes + 1));
    let filled = 0;
    let atEnd = false;
    for (;;) {
      while (!atEnd && filled < buffer.length) {
        const read = readSync(fd, buffer, filled, buffer.length - filled, null);
        if (read === 0) atEnd = true;
        filled += read;
      }
      const segmentEnd = atEnd ? filled : buffer.lastIndexOf(LF, filled - 1) + 1;
      if (segmentEnd === 0 && !atEnd) return false;
      const segment = buffer.subarray(0, segmentEnd);
      if (!isUtf8(segment) || !visit(segment, fileBytes)) return false;
      if (atEnd) return true;
      buffer.copyWithin(0, segmentEnd, filled);
      filled -= segmentEnd;
    }
  } finally {
    closeSync(fd);
  }
}
