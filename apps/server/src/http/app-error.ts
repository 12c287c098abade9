import { type ErrorCode, errorStatus, type Locale } from '@madang/contracts';
import type { CatalogKey, ErrorMessageKey } from '@madang/i18n';

/** A field's problem before translation: `key` names a catalog text (usually under `validation.`). */
export type FieldProblem = { field: string; key: CatalogKey; params?: Record<string, string | number> };

type Options = {
  fields?: FieldProblem[];
  params?: Record<string, string | number>;
  data?: unknown;
  /** Text from another catalog (the scorer's, the phone's) instead of the `errors.` key's. */
  detail?: (locale: Locale) => string;
};

/**
 * The one failure type of the API. `code` is one of the contracts' error codes and decides the HTTP
 * status; `messageKey` is the spec's message key (e.g. `not login`, `exist`), translated under `errors.`
 * for the response's `detail` — or any spec word when `detail` brings its text from another catalog.
 */
export class AppError extends Error {
  readonly httpStatus: number;

  constructor(code: ErrorCode, messageKey: ErrorMessageKey, options?: Options);
  constructor(code: ErrorCode, messageKey: string, options: Options & Required<Pick<Options, 'detail'>>);
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly options: Options = {},
  ) {
    super(messageKey);
    this.httpStatus = errorStatus[code];
  }
}

export const badRequest = (messageKey: ErrorMessageKey = 'bad_request', options?: AppError['options']) => new AppError('bad_request', messageKey, options);
export const notLoggedIn = (messageKey: 'not login' | 'no data' = 'not login') => new AppError('unauthenticated', messageKey);
export const forbidden = (messageKey: ErrorMessageKey = 'forbidden', options?: AppError['options']) => new AppError('forbidden', messageKey, options);
export const notFound = (messageKey: ErrorMessageKey = 'not_found') => new AppError('not_found', messageKey);
export const conflict = (messageKey: ErrorMessageKey, options?: AppError['options']) => new AppError('conflict', messageKey, options);
