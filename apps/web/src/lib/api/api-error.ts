import type { ErrorBody, FieldIssue } from '@madang/contracts';

/** A failed API call, carrying the server's error body (spec: the body is rethrown). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** The spec's message key, e.g. `not login`, `exist`, `need_mail_active`. */
  readonly messageKey: string;
  /** The server's text in the request's language; what the user should read. */
  readonly detail: string;
  readonly fields: FieldIssue[];
  readonly data: unknown;

  constructor(body: Partial<ErrorBody> & { data?: unknown }, fallbackStatus: number) {
    super(body.message ?? `HTTP ${fallbackStatus}`);
    this.name = 'ApiError';
    this.status = typeof body.status === 'number' && body.status > 1 ? body.status : fallbackStatus;
    this.code = body.code ?? 'unknown';
    this.messageKey = body.message ?? 'internal';
    this.detail = body.detail ?? '';
    this.fields = body.fields ?? [];
    this.data = body.data;
  }

  get isClientError(): boolean {
    return this.status >= 400 && this.status < 500;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Status 0 stands for "the request never got an answer" (offline, DNS, CORS). */
export const NETWORK_ERROR_STATUS = 0;
