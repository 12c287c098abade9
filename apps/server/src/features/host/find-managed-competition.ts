import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { requireUser } from '../../http/authenticate.ts';
import { findCompetition } from '../competitions/find-competition.ts';
import { assertCanManage, assertHost } from './policy.ts';

/** The signed-in host and the competition a console call names, once the host may manage it. */
export async function findManagedCompetition(db: Executor, request: FastifyRequest, id: number) {
  const user = requireUser(request);
  // The role is checked before the lookup, so a member learns nothing about which ids exist.
  assertHost(user);
  const competition = await findCompetition(db, id);
  assertCanManage(competition, user);
  return { user, competition };
}
