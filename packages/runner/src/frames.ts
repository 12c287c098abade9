/** Length-prefixed JSON frames, as python/frames.py writes them. */
export function encodeFrame(message: unknown): Buffer {
  const body = Buffer.from(JSON.stringify(message), 'utf8');
  const header = Buffer.alloc(4);
  header.writeUInt32BE(body.length);
  return Buffer.concat([header, body]);
}

export class FrameDecoder {
  private buffer: Buffer = Buffer.alloc(0);

  push(chunk: Buffer): Record<string, unknown>[] {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    const frames: Record<string, unknown>[] = [];
    while (this.buffer.length >= 4) {
      const size = this.buffer.readUInt32BE(0);
      if (this.buffer.length < 4 + size) break;
      frames.push(JSON.parse(this.buffer.subarray(4, 4 + size).toString('utf8')) as Record<string, unknown>);
      this.buffer = this.buffer.subarray(4 + size);
    }
    return frames;
  }
}
