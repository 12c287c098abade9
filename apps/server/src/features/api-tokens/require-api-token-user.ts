import type { FastifyRequest } from 'fastify';
import { API_TOKEN_PREFIX } from '@madang/contracts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { findApiTokenUser } from './find-api-token-user.ts';

/** The personal API token of `Authorization: Bearer mdg_…`, if the request carries one. */
export function readApiToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const bearer = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
  return bearer?.startsWith(API_TOKEN_PREFIX) ? bearer : undefined;
}

/** The owner of the request's API token; a missing, unknown or revoked token is refused. */
export async function requireApiTokenUser(db: Database, request: FastifyRequest): Promise<UserRow> {
  const token = readApiToken(request);
  const found = token ? await findApiTokenUser(db, token) : undefined;
  if (!found) throw new AppError('invalid_token', 'invalid_api_token');
  return found.user;
}
