import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { errorStatus } from '@madang/contracts';
import { catalogs } from '@madang/i18n';
import { AppError, badRequest, conflict, notFound } from './app-error.ts';
import { registerErrorHandler } from './error-handler.ts';

describe('AppError', () => {
  it('takes its HTTP status from the one map of codes', () => {
    expect(new AppError('not_found', 'not_found').httpStatus).toBe(404);
    expect(new AppError('rate_limited', 'rate_limited').httpStatus).toBe(429);
    expect(badRequest().httpStatus).toBe(400);
    expect(conflict('exist').httpStatus).toBe(409);
    for (const [code, status] of Object.entries(errorStatus)) expect(status >= 400 && status < 600, code).toBe(true);
  });

  // `tsc -p tsconfig.json` (npm run typecheck, CI) fails when one of these lines compiles: an unused @ts-expect-error is an error.
  it('accepts only the codes of the map and the message keys of the catalog', () => {
    // @ts-expect-error: a code that is not in the contracts' list
    const typo = () => new AppError('not_fonud', 'not_found');
    // @ts-expect-error: a message key that is not under `errors.` in ko.json
    const unknownKey = () => notFound('no_such_message');
    // A key from another catalog is allowed only with the text that goes with it.
    const phoneWord = new AppError('code_invalid', 'Unauthorized', { detail: () => 'text' });
    // @ts-expect-error: the same word without its text would be answered untranslated
    const untranslated = () => new AppError('code_invalid', 'Unauthorized');
    expect([typo, unknownKey, untranslated].every((make) => typeof make === 'function')).toBe(true);
    expect(phoneWord.httpStatus).toBe(400);
  });

  it('has every message key the helpers default to in both catalogs', () => {
    for (const key of ['bad_request', 'forbidden', 'not_found', 'not login', 'internal', 'validation']) {
      expect(catalogs.ko.errors, key).toHaveProperty([key]);
      expect(catalogs.en.errors, key).toHaveProperty([key]);
    }
  });
});

describe('the error handler with Fastify’s own refusals', () => {
  it('answers a body of an unsupported content type with a 415 under its own code', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/echo', async (request) => request.body);
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/x-unknown' }, payload: 'x' });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ status: 415, code: 'unsupported_media_type', message: 'bad_request' });
  });

  it('answers malformed JSON with a 400', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/echo', async (request) => request.body);
    const response = await app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload: '{' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, code: 'bad_request' });
  });
});
