import { and, eq, ne } from 'drizzle-orm';
import { NICKNAME_MAX, type Affiliation } from '@madang/contracts';
import type { Database, Executor } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { teamMembers, teams, users } from '../../db/schema.ts';
import { conflict, forbidden } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from './find-competition.ts';
import { findMembership, type Membership } from './membership.ts';
import { assertAgreed } from './policy.ts';
import { phaseOf } from './schedule.ts';

/** The phone check before joining: a competition that asks for it takes one verified phone per participant. */
export async function checkPhoneForCompetition(db: Database, competition: CompetitionRow, user: UserRow): Promise<'ok' | 'phone_required' | 'exist'> {
  if (!user.smsVerified || !user.phone) return 'phone_required';
  const [taken] = await db
    .select({ userId: users.id })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.competitionId, competition.id), eq(users.phone, user.phone), ne(users.id, user.id)))
    .limit(1);
  return taken ? 'exist' : 'ok';
}

/**
 * Joins a competition as a one-person team named after the member's nickname. The rules must be
 * accepted first; joining again answers the existing team.
 */
export async function joinAlone(db: Database, options: { competition: CompetitionRow; user: UserRow; membership: Membership; now: Date; affiliation?: Affiliation }) {
  const { competition, user, membership, now } = options;
  if (membership.team) return membership.team;
  assertAgreed(membership);
  const phase = phaseOf(competition, now);
  if (phase === 'ended' || phase === 'closed') throw forbidden('submissions_closed');
  if (competition.requiresPhone) {
    const phone = await checkPhoneForCompetition(db, competition, user);
    if (phone === 'phone_required') throw forbidden('phone_required');
    if (phone === 'exist') throw conflict('exist');
  }
  try {
    return await db.transaction(async (tx) => {
      const name = await freeTeamName(tx, competition.id, user);
      const [team] = await tx.insert(teams).values({ competitionId: competition.id, name, leaderUserId: user.id }).returning();
      await tx.insert(teamMembers).values({ teamId: team!.id, competitionId: competition.id, userId: user.id, affiliation: options.affiliation });
      return { id: team!.id, name: team!.name, leaderUserId: team!.leaderUserId };
    });
  } catch (error) {
    // A second join racing the first: the first one's team stands.
    if (!uniqueViolationOf(error)) throw error;
    const existing = await findMembership(db, competition.id, user.id);
    if (!existing.team) throw error;
    return existing.team;
  }
}

/** The nickname, unless another team in the competition already took it as a team name. */
export async function freeTeamName(tx: Executor, competitionId: number, user: Pick<UserRow, 'id' | 'name'>): Promise<string> {
  const candidates = [user.name, `${user.name.slice(0, NICKNAME_MAX - 8)}-${user.id}`];
  for (const name of candidates) {
    const [taken] = await tx
      .select({ id: teams.id })
      .from(teams)
      .where(and(eq(teams.competitionId, competitionId), eq(teams.name, name)))
      .limit(1);
    if (!taken) return name;
  }
  return `team-${user.id}`;
}
