import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ErrorBody, FieldIssue } from '@madang/contracts';
import { translate } from '@madang/i18n';
import { inputErrorOf } from '../db/errors.ts';
import { AppError } from './app-error.ts';
import { requestLocale } from './request-locale.ts';
import { fieldIssuesFromZod } from './zod-issues.ts';

const MULTIPART_REFUSALS = new Set(['FST_INVALID_MULTIPART_CONTENT_TYPE', 'FST_INVALID_JSON_FIELD_ERROR', 'FST_PROTO_VIOLATION', 'FST_MP_PREMATURE_CLOSE']);

/** The multipart parser's complaints about the body itself (no boundary, truncated, malformed headers). */
const isMultipartParseError = (error: Error) => error.stack?.includes('@fastify/busboy') === true;

/**
 * Turns every failure into the one error body. Anything the request's data caused is a 400: schema
 * errors, a zod error thrown while a handler parses fields itself, a malformed multipart body, and
 * the database's refusals of a value (logged as warnings: that value should have stopped at the
 * schema). Unknown errors are logged and hidden behind a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendAppError(error, request, reply);
    if (error instanceof z.core.$ZodError) {
      const fields = fieldIssuesFromZod(error.issues);
      return sendAppError(new AppError('validation', 'validation', { fields }), request, reply);
    }
    const refused = inputErrorOf(error);
    if (refused) {
      request.log.warn({ err: error, sqlstate: refused.code }, 'the database refused a value from the request: bound it in the schema');
      return sendAppError(new AppError('invalid_input', 'validation'), request, reply);
    }
    if (MULTIPART_REFUSALS.has(error.code) || isMultipartParseError(error)) {
      return sendAppError(new AppError('bad_request', 'file_upload_failed'), request, reply);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((v) => ({
        ...(v.params as object),
        code: v.keyword,
        message: v.message ?? '',
        path: v.instancePath.split('/').filter(Boolean),
      })) as unknown as Parameters<typeof fieldIssuesFromZod>[0];
      const fields = fieldIssuesFromZod(issues);
      return sendAppError(new AppError('validation', 'validation', { fields }), request, reply);
    }
    if (error.statusCode === 429) return sendAppError(new AppError('rate_limited', 'rate_limited'), request, reply);
    if (error.statusCode === 413 || error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return sendAppError(new AppError('payload_too_large', 'payload_too_large'), request, reply);
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own refusals (malformed JSON, wrong content type, ...) are the client's mistake.
      const code = error.statusCode === 415 ? 'unsupported_media_type' : 'bad_request';
      return sendAppError(new AppError(code, 'bad_request'), request, reply);
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendAppError(new AppError('internal', 'internal'), request, reply);
  });
}

export function sendAppError(error: AppError, request: FastifyRequest, reply: FastifyReply) {
  const locale = requestLocale(request);
  const fields: FieldIssue[] | undefined = error.options.fields?.map((field) => ({
    ...field,
    detail: translate(locale, field.key, field.params),
  }));
  const body: ErrorBody & { data?: unknown } = {
    status: error.httpStatus,
    code: error.code,
    message: error.messageKey,
    detail: error.options.detail?.(locale) ?? translate(locale, `errors.${error.messageKey}`, error.options.params),
    ...(fields ? { fields } : {}),
    ...(error.options.data !== undefined ? { data: error.options.data } : {}),
  };
  return reply.status(error.httpStatus).send(body);
}
