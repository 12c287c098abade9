import { and, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { teamMembers } from '../../db/schema.ts';
import { forbidden, notFound } from '../../http/app-error.ts';
import type { UserRow } from '../accounts/sessions.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { managesCompetition } from '../host/policy.ts';

type Question = { authorId: number | null; faqAt: Date | null };

const askerSide = alias(teamMembers, 'asker_side');

/** Whether two members share a team in the competition (a question follows its asker when they change teams). */
async function areTeammates(db: Executor, competitionId: number, askerId: number, userId: number): Promise<boolean> {
  const rows = await db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(askerSide, and(eq(askerSide.teamId, teamMembers.teamId), eq(askerSide.userId, askerId)))
    .where(and(eq(teamMembers.competitionId, competitionId), eq(teamMembers.userId, userId)))
    .limit(1);
  return rows.length > 0;
}

/** The asker, the asker's team and the competition's hosts (admins included): the people a question is between. */
export async function isInQuestion(db: Executor, question: Question, competition: CompetitionRow, user: UserRow | undefined): Promise<boolean> {
  if (!user) return false;
  if (question.authorId === user.id || managesCompetition(competition, user)) return true;
  return question.authorId !== null && areTeammates(db, competition.id, question.authorId, user.id);
}

/**
 * A question is read by the people it is between; once a host makes it an FAQ, by everyone who sees the
 * competition. Anyone else is told it does not exist, so another team learns nothing of it.
 */
export async function assertCanSeeQuestion(db: Executor, question: Question, competition: CompetitionRow | null, user: UserRow | undefined): Promise<void> {
  if (!competition) throw notFound('not_found');
  if (question.faqAt === null && !(await isInQuestion(db, question, competition, user))) throw notFound('not_found');
}

/** Writing under a question (an FAQ included) stays with the people it is between. */
export async function assertInQuestion(db: Executor, question: Question, competition: CompetitionRow | null, user: UserRow): Promise<void> {
  if (!competition || !(await isInQuestion(db, question, competition, user))) throw forbidden('support_not_involved');
}
