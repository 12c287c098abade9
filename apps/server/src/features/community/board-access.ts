import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { currentUser } from '../../http/authenticate.ts';
import type { UserRow } from '../accounts/sessions.ts';
import { competitionAccess } from '../competitions/competition-access.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

export interface BoardAccess {
  /** The competition whose board this is; null for the site forum. */
  board: CompetitionRow | null;
  user: UserRow | undefined;
}

/**
 * A board is read by whoever may see its competition (the competitions feature's rule, so a draft or an
 * invite-only competition's board does not leak); the forum is open to everyone. Board 0 is the forum.
 */
export async function boardAccess(db: Executor, request: FastifyRequest, competitionId: number | null): Promise<BoardAccess> {
  if (!competitionId) return { board: null, user: currentUser(request) };
  const { competition, user } = await competitionAccess(db, request, competitionId);
  return { board: competition, user };
}
