/**
 * One CSV record as byte ranges into the buffer being read. Fields are not copied: a consumer
 * parses numbers straight from the bytes and decodes text only when it needs a string.
 * The arrays are reused from record to record, so a consumer must not keep them.
 */
export interface CsvRecord {
  bytes: Uint8Array;
  /** Line number of the record's first line (line 1 is the header). */
  line: number;
  fieldCount: number;
  starts: Int32Array;
  ends: Int32Array;
  /** 1 where a quoted field contains doubled quotes that still have to be unescaped. */
  escaped: Uint8Array;
}

/** Called once per record, header included; throws a ScoringRefusal to stop reading. */
export type CsvRecordSink = (record: CsvRecord) => void;

export interface CsvLimits {
  /** More fields than this in one record is refused. */
  maxFields: number;
  /** A record longer than this many bytes is refused. */
  maxLineBytes: number;
}

export function createCsvRecord(maxFields: number): CsvRecord {
  return {
    bytes: new Uint8Array(0),
    line: 0,
    fieldCount: 0,
    starts: new Int32Array(maxFields),
    ends: new Int32Array(maxFields),
    escaped: new Uint8Array(maxFields),
  };
}
