import type { z } from 'zod';
import { type OkEnvelope, okEnvelope } from '@madang/contracts';

/**
 * The success body of every route: the contracts' `okEnvelope` around the presented data. `message` is
 * `ok` except where the spec's client reads another word (`OK` on the phone calls, `exist` for a taken name).
 */
export const ok = <T>(data: T, message = 'ok'): OkEnvelope<T> => ({ status: 1, message, data });

/**
 * A route's `schema.response` for its success: the contracts' envelope around `data`. Fastify's zod
 * serializer checks every answer against it (a mismatch is a 500 and fails the API tests) and writes
 * only the contract's fields; the OpenAPI document shows it.
 */
export const okResponse = <Data extends z.ZodType>(data: Data) => ({ 200: okEnvelope(data) });

/** `okResponse` for a route that answers 201 Created. */
export const createdResponse = <Data extends z.ZodType>(data: Data) => ({ 201: okEnvelope(data) });
