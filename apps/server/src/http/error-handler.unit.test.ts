import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.ts';

/** A Fastify instance with the error handler, a route throwing what it is given, and the warnings it logged. */
async function appThrowing(error: () => unknown) {
  const warnings: string[] = [];
  const stream = { write: (line: string) => void (JSON.parse(line).level === 40 && warnings.push(line)) };
  const app = Fastify({ logger: { level: 'warn', stream } });
  registerErrorHandler(app);
  app.get('/throw', async () => {
    throw error();
  });
  await app.ready();
  return { app, warnings };
}

/** Drizzle wraps the driver's error; the SQLSTATE sits on its cause. */
const databaseError = (code: string) => Object.assign(new Error('Failed query: insert ...'), { cause: Object.assign(new Error('invalid input'), { code }) });

describe('the error handler', () => {
  it('answers a value the database refused with a 400 and logs it as a warning', async () => {
    for (const code of ['22P02', '22003', '22008', '22001', '22021', '22P05', '54000']) {
      const { app, warnings } = await appThrowing(() => databaseError(code));
      const response = await app.inject({ url: '/throw' });
      expect(response.statusCode, code).toBe(400);
      expect(response.json()).toMatchObject({ code: 'invalid_input', message: 'validation' });
      expect(warnings.join('\n')).toContain(`"sqlstate":"${code}"`);
    }
  });

  it('keeps other database errors a 500', async () => {
    const { app } = await appThrowing(() => databaseError('40001'));
    expect((await app.inject({ url: '/throw' })).statusCode).toBe(500);
  });

  it('answers a ZodError thrown inside a handler with a 400 naming the field', async () => {
    const { app } = await appThrowing(() => z.object({ metric: z.string().max(3) }).safeParse({ metric: 'toolong' }).error);
    const response = await app.inject({ url: '/throw', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual([expect.objectContaining({ field: 'metric', key: 'validation.too_long' })]);
  });
});
