import type { FieldIssue, Locale } from '@madang/contracts';

/**
 * The one failure type of the API. `messageKey` is the spec's message key (e.g. `not login`, `exist`),
 * translated under `errors.` for the response's `detail`.
 */
export class AppError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    readonly messageKey: string,
    readonly options: {
      fields?: Omit<FieldIssue, 'detail'>[];
      params?: Record<string, string | number>;
      data?: unknown;
      /** Text from another catalog (the scorer's messages) instead of the `errors.` key's. */
      detail?: (locale: Locale) => string;
    } = {},
  ) {
    super(messageKey);
  }
}

export const badRequest = (messageKey = 'bad_request', options?: AppError['options']) =>
  new AppError(400, 'bad_request', messageKey, options);
export const notLoggedIn = (messageKey: 'not login' | 'no data' = 'not login') => new AppError(401, 'unauthenticated', messageKey);
export const forbidden = (messageKey = 'forbidden', options?: AppError['options']) => new AppError(403, 'forbidden', messageKey, options);
export const notFound = (messageKey = 'not_found') => new AppError(404, 'not_found', messageKey);
export const conflict = (messageKey: string, options?: AppError['options']) => new AppError(409, 'conflict', messageKey, options);
