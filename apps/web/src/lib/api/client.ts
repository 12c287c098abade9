import type { Locale } from '@madang/contracts';
import { ApiError, NETWORK_ERROR_STATUS } from './api-error.ts';
import { forgetEmbeddedAnswers, takeEmbeddedAnswer } from './embedded-answers.ts';

type Query = Record<string, string | number | boolean | null | undefined>;

interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
}

const LOG_PATH = '/api/v1/log/httpErrorLog';

let currentLocale: Locale = 'ko';
let currentUserId: number | null = null;

/** The UI language decides `Accept-Language`, so the server's `detail` texts match the page. */
export function setApiLocale(locale: Locale): void {
  currentLocale = locale;
}

/** Attached to error logs so operators can find a user's failures. */
export function setApiUserId(userId: number | null): void {
  currentUserId = userId;
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

/** The answer's JSON, or a stand-in error body when a proxy answered with something else. */
export function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return { message: 'internal', detail: text.slice(0, 200) };
  }
}

/** The headers every call sends: JSON answers in the page's language. */
export function apiHeaders(): Record<string, string> {
  return { Accept: 'application/json', 'Accept-Language': currentLocale };
}

/** Spec section 7: failures are reported to the server; a visitor's 401 is a normal answer, not a failure. */
export function reportFailure(url: string, method: string, error: ApiError): void {
  if (error.status === 401 || url.startsWith(LOG_PATH)) return;
  void fetch(LOG_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      url,
      error: { status: error.status, code: error.code, message: error.messageKey },
      config: { method },
      userId: currentUserId,
    }),
  }).catch(() => undefined);
}

async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options: RequestOptions = {}): Promise<T> {
  const url = buildUrl(path, options.query);
  if (method === 'GET') {
    const embedded = takeEmbeddedAnswer(url);
    if (embedded !== undefined) return embedded as T;
  } else forgetEmbeddedAnswers();
  const headers = apiHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      // Mutations must be same-origin: the server checks Origin and reads the httpOnly token cookie.
      credentials: 'same-origin',
      body: options.body === undefined ? null : JSON.stringify(options.body),
      signal: options.signal ?? null,
    });
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    const error = new ApiError({ code: 'network', message: 'network' }, NETWORK_ERROR_STATUS);
    reportFailure(url, method, error);
    throw error;
  }
  const body = parseBody(await response.text());
  if (!response.ok) {
    const error = new ApiError((body ?? {}) as ConstructorParameters<typeof ApiError>[0], response.status);
    reportFailure(url, method, error);
    throw error;
  }
  return body as T;
}

/** The legacy success envelope `{status: 1, message, data}`. */
export interface Envelope<T> {
  status: 1;
  message: string;
  data: T;
}

export const api = {
  get: <T>(path: string, query?: Query, signal?: AbortSignal) => request<T>('GET', path, { query, signal }),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, { body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body: body ?? {} }),
  delete: <T>(path: string) => request<T>('DELETE', path),
};
