/** A Float64Array or Int32Array that doubles as values are appended. */
export class GrowableArray<T extends Float64Array | Int32Array> {
  private values: T;
  length = 0;

  constructor(private readonly create: (size: number) => T) {
    this.values = create(1024);
  }

  push(value: number): void {
    if (this.length === this.values.length) {
      const grown = this.create(this.values.length * 2);
      grown.set(this.values);
      this.values = grown;
    }
    this.values[this.length++] = value;
  }

  /** The values so far, without a copy; valid until the next push. */
  view(): T {
    return this.values.subarray(0, this.length) as T;
  }

  /** The values, trimmed to length. */
  finish(): T {
    return this.values.slice(0, this.length) as T;
  }
}

export const growFloat64 = (): GrowableArray<Float64Array> => new GrowableArray((size) => new Float64Array(size));
export const growInt32 = (): GrowableArray<Int32Array> => new GrowableArray((size) => new Int32Array(size));
