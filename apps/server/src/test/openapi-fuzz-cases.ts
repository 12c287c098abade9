import type { InjectOptions } from 'fastify';

/** The parts of an OpenAPI 3 document the fuzzer reads. */
interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  exclusiveMinimum?: number | boolean;
  minLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export interface FuzzOperation {
  /** `POST /api/x/{id}`: how failures are grouped. */
  name: string;
  method: string;
  path: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  jsonBody?: JsonSchema;
}

export interface FuzzCase {
  operation: string;
  /** What was broken, for the failure report. */
  label: string;
  request: InjectOptions & { method: string; url: string };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every operation of the document, in the document's order. */
export function listOperations(document: OpenApiDocument): FuzzOperation[] {
  const operations: FuzzOperation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const parameters = operation.parameters ?? [];
      operations.push({
        name: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        jsonBody: operation.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}

const HUGE = 'x'.repeat(100_000);

/** Values that break naive handlers: database limits, NUL, sizes, impossible dates, wrong types. */
export const HOSTILE_SCALARS: readonly unknown[] = [
  0,
  -1,
  2_147_483_647,
  2_147_483_648,
  2 ** 53,
  1e308,
  -1e308,
  1.5,
  'NaN',
  'Infinity',
  '-1',
  '2147483648',
  '9007199254740993',
  '1e308',
  '99999999999999999999',
  '\u0000',
  'a\u0000b',
  HUGE,
  '',
  ' ',
  '+275760-09-13',
  '+275760-09-13T00:00:00.000Z',
  '0000-01-01',
  '0000-01-01T00:00:00Z',
  '2024-13-45',
  '-000001-01-01T00:00:00Z',
  '\r\nSet-Cookie: fuzz=1',
  '\ud800',
  '../../etc/passwd',
  '%00',
  true,
  null,
];

const HOSTILE_STRUCTURES: readonly unknown[] = [[], {}, ['a', 'b'], [2_147_483_648], { $gt: '' }];

/** Path segments: what can stand in a URL (encoded), including ids past int4 and NUL. */
const HOSTILE_SEGMENTS = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '9007199254740993',
  '1e308',
  '99999999999999999999',
  '1.5',
  'NaN',
  'Infinity',
  '%00',
  'a%00b',
  '%0d%0a',
  '%E0%A4%A',
  '..%2F..%2Fetc',
  '+275760-09-13',
  '0000-01-01',
  '2024-13-45',
  'x'.repeat(99),
  ' ',
  '%20',
];

/** Query values, sent once each (arrays as repeated keys). */
const HOSTILE_QUERY_VALUES: readonly (string | string[])[] = [
  ...HOSTILE_SEGMENTS.map((segment) => decodeURIComponentSafe(segment)),
  'x'.repeat(20_000),
  '',
  'true',
  'null',
  '[]',
  '{}',
  '-1e308',
  '\u0000',
  '+275760-09-13T00:00:00Z',
  '0000-01-01T00:00:00Z',
  ['1', '2'],
  ['a\u0000', 'b'],
];

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

function firstType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((t) => t !== 'null');
  return schema.type;
}

/** A plausible value for a schema, so that one broken field at a time reaches the handler. */
export function sampleValue(schema: JsonSchema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== null) ?? null;
  if (schema.default !== undefined) return schema.default;
  const union = schema.anyOf ?? schema.oneOf;
  if (union?.length) return sampleValue(union.find((s) => firstType(s) !== 'null') ?? union[0]);
  if (schema.allOf?.length) return sampleValue(schema.allOf[0]);
  switch (firstType(schema)) {
    case 'integer':
    case 'number':
      return Math.max(1, typeof schema.minimum === 'number' ? schema.minimum : 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleValue(schema.items));
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([key, value]) => [key, sampleValue(value)]));
    case 'string':
      if (schema.format === 'date-time') return '2026-01-01T00:00:00.000Z';
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'uri' || schema.format === 'url') return 'https://example.com/';
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return 'x';
  }
}

/** Every string in a value with a NUL put into it. */
function withNul(value: unknown): unknown {
  if (typeof value === 'string') return `${value}\u0000`;
  if (Array.isArray(value)) return value.map(withNul);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withNul(v)]));
  return value;
}

function buildUrl(operation: FuzzOperation, pathValues: Record<string, string>, query: [string, string][]): string {
  const path = operation.path.replace(/\{([^}]+)\}/g, (_all, name: string) => pathValues[name] ?? '1');
  const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return search ? `${path}?${search}` : path;
}

function basePathValues(operation: FuzzOperation): Record<string, string> {
  return Object.fromEntries(operation.pathParams.map((p) => [p.name, encodeURIComponent(String(sampleValue(p.schema)))]));
}

function baseQuery(operation: FuzzOperation): [string, string][] {
  return operation.queryParams.filter((p) => p.required).map((p) => [p.name, String(sampleValue(p.schema))]);
}

/** Pick `count` items of a list, the same ones for the same generator state. */
function pick<T>(random: () => number, items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count) chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0]!);
  return chosen;
}

const BOUNDARY = 'fuzzboundary';
const multipart = (body: string, contentType = `multipart/form-data; boundary=${BOUNDARY}`) => ({
  headers: { 'content-type': contentType },
  payload: body,
});
const field = (name: string, value: string) => `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, filename: string, content: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: text/csv\r\n\r\n${content}\r\n`;
const end = `--${BOUNDARY}--\r\n`;
const MULTIPART_FIELDS = ['cpt_id', 'memo', 'team_name', 'name', 'is_sample', 'title', 'description', 'language', 'kind'];

/** Broken multipart bodies for operations that take a body but declare no JSON one (uploads). */
function multipartCases(random: () => number): { label: string; headers: Record<string, string>; payload: string }[] {
  const fieldsWith = (value: string) => MULTIPART_FIELDS.map((name) => field(name, value)).join('');
  const hostile = pick(random, ['\u0000', '2147483648', '+275760-09-13', '0000-01-01', 'x'.repeat(9_000), '-1', 'NaN'], 4);
  return [
    { label: 'multipart without boundary', ...multipart(`${file('file', 'a.csv', 'id,y\n1,2\n')}${end}`, 'multipart/form-data') },
    { label: 'multipart with a wrong boundary', ...multipart(`${file('file', 'a.csv', 'id,y\n1,2\n')}${end}`, 'multipart/form-data; boundary=other') },
    { label: 'empty multipart', ...multipart('') },
    { label: 'multipart truncated', ...multipart(`${fieldsWith('1')}--${BOUNDARY}\r\ncontent-disposition: form-data; name="file"; filename="a.csv"\r\n\r\nid,y\n1,`) },
    { label: 'multipart without its file', ...multipart(`${fieldsWith('1')}${end}`) },
    { label: 'multipart with an empty file', ...multipart(`${fieldsWith('1')}${file('file', 'a.csv', '')}${end}`) },
    { label: 'multipart file named with NUL', ...multipart(`${fieldsWith('1')}${file('file', 'a\u0000.csv', 'id,y\n1,2\n')}${end}`) },
    { label: 'multipart binary file', ...multipart(`${fieldsWith('1')}${file('file', 'a.csv', '\u0000\u0001\uffff')}${end}`) },
    ...hostile.map((value) => ({
      label: `multipart fields = ${JSON.stringify(value.slice(0, 30))}`,
      ...multipart(`${fieldsWith(value)}${file('file', 'a.csv', 'id,y\n1,2\n')}${end}`),
    })),
    { label: 'text/plain body', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
  ];
}

/**
 * The malformed requests for one operation: each path parameter, query parameter and body field
 * broken in turn while the rest stays plausible, then the body as a whole (wrong types, NUL,
 * invalid JSON, extra and missing fields, broken multipart).
 */
export function fuzzCases(operation: FuzzOperation, random: () => number): FuzzCase[] {
  const cases: FuzzCase[] = [];
  const add = (label: string, request: Omit<FuzzCase['request'], 'method'>) => cases.push({ operation: operation.name, label, request: { method: operation.method, ...request } });
  const paths = basePathValues(operation);
  const query = baseQuery(operation);
  const body = operation.jsonBody ? sampleValue(operation.jsonBody) : undefined;
  const json = (value: unknown) => ({ headers: { 'content-type': 'application/json' }, payload: JSON.stringify(value) });
  const withBody = operation.method !== 'GET' && operation.method !== 'DELETE' ? json(body ?? {}) : {};

  for (const param of operation.pathParams) {
    for (const segment of HOSTILE_SEGMENTS) {
      add(`path ${param.name} = ${segment.slice(0, 30)}`, { url: buildUrl(operation, { ...paths, [param.name]: segment }, query), ...withBody });
    }
  }
  for (const param of operation.queryParams) {
    const values = operation.queryParams.length > 4 ? pick(random, HOSTILE_QUERY_VALUES, 10) : HOSTILE_QUERY_VALUES;
    for (const value of values) {
      const others = query.filter(([name]) => name !== param.name);
      const broken: [string, string][] = Array.isArray(value) ? value.map((v) => [param.name, v]) : [[param.name, value]];
      add(`query ${param.name} = ${JSON.stringify(value).slice(0, 30)}`, { url: buildUrl(operation, paths, [...others, ...broken]), ...withBody });
    }
  }
  if (query.length) add('query without its required parameters', { url: buildUrl(operation, paths, []), ...withBody });
  const url = buildUrl(operation, paths, query);
  if (operation.method === 'GET' || operation.method === 'DELETE') {
    add('unknown query with NUL', { url: `${url}${url.includes('?') ? '&' : '?'}fuzz=%00&id=2147483648` });
    return cases;
  }
  add('no body', { url });
  add('body: invalid JSON', { url, headers: { 'content-type': 'application/json' }, payload: '{"a":' });
  add('body: JSON with a raw NUL', { url, headers: { 'content-type': 'application/json' }, payload: '{"a":"\u0000"}' });
  for (const whole of [null, [], 'x', 2_147_483_648, {}, { ...(body as object), fuzz_extra: 1 }]) {
    add(`body = ${JSON.stringify(whole).slice(0, 40)}`, { url, ...json(whole) });
  }
  if (body && typeof body === 'object' && !Array.isArray(body)) {
    add('body: every string with NUL', { url, ...json(withNul(body)) });
    const record = body as Record<string, unknown>;
    const hostile = [...HOSTILE_SCALARS, ...HOSTILE_STRUCTURES];
    for (const key of Object.keys(record)) {
      const values = Object.keys(record).length > 6 ? pick(random, hostile, 14) : hostile;
      for (const value of values) add(`body.${key} = ${JSON.stringify(value)?.slice(0, 30)}`, { url, ...json({ ...record, [key]: value }) });
      const nested = record[key];
      if (nested && typeof nested === 'object' && !Array.isArray(nested)) {
        for (const inner of Object.keys(nested)) {
          for (const value of pick(random, hostile, 4)) {
            add(`body.${key}.${inner} = ${JSON.stringify(value)?.slice(0, 30)}`, { url, ...json({ ...record, [key]: { ...nested, [inner]: value } }) });
          }
        }
      }
    }
  }
  if (!operation.jsonBody) for (const broken of multipartCases(random)) add(broken.label, { url, headers: broken.headers, payload: broken.payload });
  return cases;
}

/** Page paths a browser could be sent to: the landing query's three routes and the history fallback. */
export function hostilePageCases(): FuzzCase[] {
  const pages = ['/', '/en', '/api/unsubscribe', '/api/verify_mail', '/api/sso/camp', '/en/api/sso/camp', '/competitions/official/1/leaderboard'];
  const queries = [
    'returnTo=%0d%0aSet-Cookie:%20a=b',
    'returnTo=%00',
    'returnTo=/%09/evil.example',
    'returnTo=%5C%5Cevil.example',
    `returnTo=${'a'.repeat(20_000)}`,
    'token=%00',
    `token=${'a'.repeat(5_000)}`,
    'camp_token=%00',
    'email=a%00b',
    `type=${'x'.repeat(20_000)}`,
    'id=2147483648',
    'id=%00',
    'returnTo=a&returnTo=b',
    'token=a&token=b',
    'email=x&email=y',
    '%E0%A4%A=1',
  ];
  const paths = [
    '/%00',
    '/a%00b',
    '/..%2F..%2Fetc%2Fpasswd',
    '/%E0%A4%A',
    '//evil.example',
    '/%5Cevil.example',
    '/en/%ZZ',
    `/${'a'.repeat(10_000)}`,
    '/en/api/x%00',
    '/competitions/2147483648',
  ];
  const cases: FuzzCase[] = [];
  for (const page of pages)
    for (const query of queries) cases.push({ operation: `GET ${page} (page)`, label: query.slice(0, 40), request: { method: 'GET', url: `${page}?${query}` } });
  for (const path of paths) cases.push({ operation: 'GET /* (history fallback)', label: path.slice(0, 40), request: { method: 'GET', url: path } });
  return cases;
}
