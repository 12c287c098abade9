import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { uniqueViolationOf } from '../../db/errors.ts';
import { teamInviteLinks, teams } from '../../db/schema.ts';
import { notFound } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import type { Membership } from '../competitions/membership.ts';
import { notifyTeamEvent } from '../notifications/create-notification.ts';
import { mergeUserTeamInto } from './merge-teams.ts';
import { assertLeader, assertMergeOpen } from './policy.ts';

const activeLink = (teamId: number) => and(eq(teamInviteLinks.teamId, teamId), isNull(teamInviteLinks.revokedAt));

export async function findInviteLink(db: Executor, teamId: number) {
  const [link] = await db.select({ token: teamInviteLinks.token }).from(teamInviteLinks).where(activeLink(teamId)).limit(1);
  return link ?? null;
}

/** The team's shareable link: the open one, or a new one. */
export async function createInviteLink(db: Database, options: { competition: CompetitionRow; membership: Membership; now: Date }) {
  const team = assertLeader(options.membership);
  assertMergeOpen(options.competition, options.now);
  const existing = await findInviteLink(db, team.id);
  if (existing) return existing;
  const token = randomBytes(18).toString('base64url');
  try {
    await db.insert(teamInviteLinks).values({ competitionId: options.competition.id, teamId: team.id, token, createdByUserId: options.membership.userId! });
    return { token };
  } catch (error) {
    // Two clicks at once: the first link stands.
    if (!uniqueViolationOf(error)) throw error;
    return (await findInviteLink(db, team.id))!;
  }
}

export async function revokeInviteLink(db: Database, options: { membership: Membership; now: Date }) {
  const team = assertLeader(options.membership);
  await db.update(teamInviteLinks).set({ revokedAt: options.now }).where(activeLink(team.id));
}

/** The open link a token names, with its team; revoked or unknown tokens are not found. */
export async function findLinkByToken(db: Executor, token: string) {
  const [link] = await db
    .select({ competitionId: teamInviteLinks.competitionId, teamId: teamInviteLinks.teamId, teamName: teams.name, leaderUserId: teams.leaderUserId })
    .from(teamInviteLinks)
    .innerJoin(teams, eq(teams.id, teamInviteLinks.teamId))
    .where(and(eq(teamInviteLinks.token, token), isNull(teamInviteLinks.revokedAt)))
    .limit(1);
  if (!link) throw notFound('invite_link_invalid');
  return link;
}

/** Joins the link's team: the same merge as accepting an invitation, with the same rules. */
export async function joinByLink(db: Database, options: { competition: CompetitionRow; user: UserRow; token: string; now: Date }) {
  const { competition, user, now } = options;
  assertMergeOpen(competition, now);
  return db.transaction(async (tx) => {
    let target = { teamId: 0, teamName: '', leaderUserId: 0 };
    const claim = async () => {
      // Read again under the team lock: a link revoked meanwhile no longer lets anyone in.
      target = await findLinkByToken(tx, options.token);
    };
    const link = await findLinkByToken(tx, options.token);
    await mergeUserTeamInto(tx, { competition, userId: user.id, targetTeamId: link.teamId, now, claim });
    await notifyTeamEvent(tx, { userId: target.leaderUserId, type: 'cpt_accept', competition, params: { team: target.teamName, name: user.name } });
    return { teamId: target.teamId, teamName: target.teamName };
  });
}
