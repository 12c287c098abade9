import type { FastifyRequest } from 'fastify';
import type { CompetitionRef } from '@madang/contracts';
import type { Executor } from '../../db/client.ts';
import { currentUser, requireUser } from '../../http/authenticate.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { findCompetition, type CompetitionRow } from './find-competition.ts';
import { findMembership, noMembership, type Membership } from './membership.ts';
import { assertCanView } from './policy.ts';

export interface CompetitionAccess {
  competition: CompetitionRow;
  user: UserRow | undefined;
  membership: Membership;
}

/** The competition a request names, who asks, and what they have done there; not found when they may not see it. */
export async function competitionAccess(db: Executor, request: FastifyRequest, ref: CompetitionRef): Promise<CompetitionAccess> {
  const competition = await findCompetition(db, ref);
  const user = currentUser(request);
  const membership = user ? await findMembership(db, competition.id, user.id) : noMembership;
  assertCanView(competition, user, membership);
  return { competition, user, membership };
}

/** The same for a signed-in member only. */
export async function memberCompetitionAccess(db: Executor, request: FastifyRequest, ref: CompetitionRef) {
  const user = requireUser(request);
  const access = await competitionAccess(db, request, ref);
  return { ...access, user };
}
