import { refuse } from '../refusal.ts';
import type { PreparedTarget, PreparedTruth } from './prepared-truth.ts';

/**
 * A prepared truth as bytes for storage: an 8-byte mark, the length of a JSON head, the head
 * (everything but the big arrays), then the typed arrays, each starting on an 8-byte boundary.
 */
const mark = 'MDSCTRU1';
type ArrayKind = 'u8' | 'u32' | 'i32' | 'f64';
interface Section {
  name: string;
  kind: ArrayKind;
  length: number;
}
type TypedArray = Uint8Array | Uint32Array | Int32Array | Float64Array;

const constructors = { u8: Uint8Array, u32: Uint32Array, i32: Int32Array, f64: Float64Array } as const;

function kindOf(array: TypedArray): ArrayKind {
  if (array instanceof Uint8Array) return 'u8';
  if (array instanceof Uint32Array) return 'u32';
  if (array instanceof Int32Array) return 'i32';
  return 'f64';
}

function align8(value: number): number {
  return (value + 7) & ~7;
}

function collectArrays(truth: PreparedTruth): Record<string, TypedArray> {
  const arrays: Record<string, TypedArray> = { idBytes: truth.idBytes, idOffsets: truth.idOffsets, fileOrder: truth.fileOrder };
  const target = truth.target;
  if (target.layout === 'numeric' || target.layout === 'binary' || target.layout === 'label') {
    target.columns.forEach((column, i) => {
      arrays[`column${i}`] = column;
    });
  }
  if (target.layout === 'class_probabilities') arrays.column0 = target.column;
  return arrays;
}

/** Bytes that deserializeTruth turns back into an equal prepared truth. */
export function serializeTruth(truth: PreparedTruth): Uint8Array {
  const arrays = collectArrays(truth);
  const sections: Section[] = Object.entries(arrays).map(([name, array]) => ({ name, kind: kindOf(array), length: array.length }));
  const { target } = truth;
  const head = {
    format: truth.format,
    metric: truth.metric,
    options: truth.options,
    idColumn: truth.idColumn,
    header: truth.header,
    rowCount: truth.rowCount,
    publicCount: truth.publicCount,
    hasPrivate: truth.hasPrivate,
    layout: target.layout,
    labels: target.layout === 'label' || target.layout === 'class_probabilities' ? target.labels : null,
    lists: target.layout === 'ranking' ? target.lists : null,
    sections,
  };
  const headBytes = new TextEncoder().encode(JSON.stringify(head));
  let offset = align8(12 + headBytes.length);
  const starts = sections.map((section) => {
    const start = offset;
    offset = align8(offset + section.length * constructors[section.kind].BYTES_PER_ELEMENT);
    return start;
  });
  const out = new Uint8Array(offset);
  out.set(new TextEncoder().encode(mark), 0);
  new DataView(out.buffer).setUint32(8, headBytes.length, true);
  out.set(headBytes, 12);
  sections.forEach((section, i) => {
    const array = arrays[section.name]!;
    out.set(new Uint8Array(array.buffer, array.byteOffset, array.byteLength), starts[i]!);
  });
  return out;
}

/** Reads bytes made by serializeTruth; refuses anything else with truth.unreadable. */
export function deserializeTruth(bytes: Uint8Array): PreparedTruth {
  if (bytes.length < 12 || new TextDecoder().decode(bytes.subarray(0, 8)) !== mark) refuse({ key: 'truth.unreadable' });
  const headLength = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(8, true);
  let head;
  try {
    head = JSON.parse(new TextDecoder().decode(bytes.subarray(12, 12 + headLength)));
  } catch {
    refuse({ key: 'truth.unreadable' });
  }
  if (head === null || typeof head !== 'object' || !Array.isArray(head.sections)) refuse({ key: 'truth.unreadable' });
  const arrays: Record<string, TypedArray> = {};
  let offset = align8(12 + headLength);
  for (const section of head.sections as Section[]) {
    const Constructor = constructors[section.kind];
    if (Constructor === undefined || !Number.isInteger(section.length) || section.length < 0) refuse({ key: 'truth.unreadable' });
    const byteLength = section.length * Constructor.BYTES_PER_ELEMENT;
    if (offset + byteLength > bytes.length) refuse({ key: 'truth.unreadable' });
    // Uint8Array's own slice copies; a Node Buffer's `slice` would be a view into a shared pool.
    const copy = Uint8Array.prototype.slice.call(bytes, offset, offset + byteLength);
    arrays[section.name] = new Constructor(copy.buffer, 0, section.length);
    offset = align8(offset + byteLength);
  }
  const columns = Object.keys(arrays)
    .filter((name) => name.startsWith('column'))
    .sort((a, b) => Number(a.slice(6)) - Number(b.slice(6)));
  const layout = head.layout as PreparedTarget['layout'];
  let target: PreparedTarget;
  if (layout === 'numeric' || layout === 'binary') target = { layout, columns: columns.map((name) => arrays[name] as Float64Array) };
  else if (layout === 'label') target = { layout, columns: columns.map((name) => arrays[name] as Int32Array), labels: head.labels };
  else if (layout === 'class_probabilities') target = { layout, column: arrays.column0 as Int32Array, labels: head.labels };
  else target = { layout: 'ranking', lists: head.lists };
  const truth: PreparedTruth = {
    format: head.format,
    metric: head.metric,
    options: head.options,
    idColumn: head.idColumn,
    header: head.header,
    rowCount: head.rowCount,
    publicCount: head.publicCount,
    hasPrivate: head.hasPrivate,
    idBytes: arrays.idBytes as Uint8Array,
    idOffsets: arrays.idOffsets as Uint32Array,
    fileOrder: arrays.fileOrder as Int32Array,
    target,
  };
  if (!isConsistent(truth)) refuse({ key: 'truth.unreadable' });
  return truth;
}

const isTextList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/**
 * Whether the parts of a deserialized truth fit together, so that a damaged or foreign file is
 * refused on load rather than scoring wrongly: sizes agree with the row count, id offsets
 * rise to the end of the id bytes, file order is a permutation, codes name known labels.
 */
function isConsistent(truth: PreparedTruth): boolean {
  const { rowCount, publicCount, idBytes, idOffsets, fileOrder, target } = truth;
  if (truth.format !== 1 || typeof truth.metric !== 'string' || typeof truth.idColumn !== 'string' || !isTextList(truth.header)) return false;
  if (!Number.isInteger(rowCount) || !Number.isInteger(publicCount) || publicCount < 1 || publicCount > rowCount) return false;
  if (truth.hasPrivate !== publicCount < rowCount || typeof truth.options !== 'object' || truth.options === null) return false;
  if (!(idBytes instanceof Uint8Array) || !(idOffsets instanceof Uint32Array) || !(fileOrder instanceof Int32Array)) return false;
  if (idOffsets.length !== rowCount + 1 || fileOrder.length !== rowCount || idOffsets[0] !== 0 || idOffsets[rowCount] !== idBytes.length) return false;
  for (let k = 0; k < rowCount; k++) if (idOffsets[k + 1]! < idOffsets[k]!) return false;
  const placed = new Uint8Array(rowCount);
  for (let k = 0; k < rowCount; k++) {
    const position = fileOrder[k]!;
    if (!(position >= 0 && position < rowCount) || placed[position] === 1) return false;
    placed[position] = 1;
  }
  const codesFit = (codes: Int32Array, labelCount: number): boolean => codes.length === rowCount && codes.every((code) => code >= 0 && code < labelCount);
  switch (target.layout) {
    case 'numeric':
    case 'binary':
      return target.columns.length === truth.header.length - 1 && target.columns.every((column) => column instanceof Float64Array && column.length === rowCount);
    case 'label':
      return (
        target.columns.length === truth.header.length - 1 &&
        Array.isArray(target.labels) &&
        target.labels.length === target.columns.length &&
        target.columns.every((column, t) => column instanceof Int32Array && isTextList(target.labels[t]) && codesFit(column, target.labels[t]!.length))
      );
    case 'class_probabilities':
      return target.column instanceof Int32Array && isTextList(target.labels) && codesFit(target.column, target.labels.length);
    case 'ranking':
      return Array.isArray(target.lists) && target.lists.length === rowCount && target.lists.every(isTextList);
    default:
      return false;
  }
}
