import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerErrorHandler } from './error-handler.ts';
import { ok, okResponse } from './ok.ts';

const itemSchema = z.object({ id: z.number().int(), name: z.string() });

/** A route with a response schema, wired as app.ts wires zod, answering whatever it is given. */
async function appAnswering(data: unknown) {
  const errors: string[] = [];
  const stream = { write: (line: string) => void (JSON.parse(line).level >= 50 && errors.push(line)) };
  const app = Fastify({ logger: { level: 'error', stream } }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.get('/item', { schema: { response: okResponse(itemSchema) } }, async () => ok(data as z.infer<typeof itemSchema>));
  await app.ready();
  return { app, errors };
}

describe('okResponse', () => {
  it('answers what matches the contract, in the envelope, and writes only the contract’s fields', async () => {
    const { app } = await appAnswering({ id: 1, name: 'a', email: 'hidden@example.com' });
    const response = await app.inject({ url: '/item' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 1, message: 'ok', data: { id: 1, name: 'a' } });
  });

  it('turns an answer that breaks the contract into a logged 500, so an API test fails on it', async () => {
    const { app, errors } = await appAnswering({ id: 'one', name: 'a' });
    const response = await app.inject({ url: '/item' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ code: 'internal' });
    expect(errors.join('\n')).toContain('id');
  });
});
