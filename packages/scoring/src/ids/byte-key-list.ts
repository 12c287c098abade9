/** Collects keys' bytes back to back while a file is read, growing as needed. */
export class ByteKeyList {
  private bytes = new Uint8Array(1 << 16);
  private offsets = new Uint32Array(1 << 12);
  private byteLength = 0;
  count = 0;

  add(source: Uint8Array, start: number, end: number): void {
    const length = end - start;
    if (this.byteLength + length > this.bytes.length) {
      const grown = new Uint8Array(Math.max(this.bytes.length * 2, this.byteLength + length));
      grown.set(this.bytes.subarray(0, this.byteLength));
      this.bytes = grown;
    }
    if (this.count + 2 > this.offsets.length) {
      const grown = new Uint32Array(this.offsets.length * 2);
      grown.set(this.offsets);
      this.offsets = grown;
    }
    const bytes = this.bytes;
    let at = this.byteLength;
    for (let i = start; i < end; i++) bytes[at++] = source[i]!;
    this.byteLength = at;
    this.count++;
    this.offsets[this.count] = this.byteLength;
  }

  /** The collected bytes and the count + 1 offsets that delimit them, trimmed to size. */
  finish(): { bytes: Uint8Array; offsets: Uint32Array } {
    return { bytes: this.bytes.slice(0, this.byteLength), offsets: this.offsets.slice(0, this.count + 1) };
  }
}
