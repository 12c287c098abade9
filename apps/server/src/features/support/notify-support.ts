import { and, eq, inArray, ne } from 'drizzle-orm';
import { translate } from '@madang/i18n';
import type { Executor } from '../../db/client.ts';
import { notifications, teamMembers } from '../../db/schema.ts';
import { supportPostLink } from '../community/post-link.ts';
import type { CommunityPostRow } from '../community/post-rows.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';

type SupportNotice = 'competition.support.notification.question' | 'competition.support.notification.followUp' | 'competition.support.notification.answer';

/** One `support` notification per member (spec section 3: tb_id names the question), its text in both languages. */
async function notifyMembers(db: Executor, options: { userIds: number[]; question: CommunityPostRow; competition: CompetitionRow; message: SupportNotice; name: string }) {
  const { question, competition, message } = options;
  if (options.userIds.length === 0) return;
  const text = (locale: 'ko' | 'en') => translate(locale, message, { name: options.name, title: question.title, competition: competition.title[locale] });
  const content = { ko: text('ko'), en: text('en') };
  await db.insert(notifications).values(
    options.userIds.map((userId) => ({
      userId,
      type: 'support' as const,
      competitionId: competition.id,
      isOfficial: competition.isOfficial,
      tbId: question.id,
      link: `${supportPostLink(question.id, competition)}/`,
      content,
    })),
  );
}

/** The competition's host hears of a new question, and of what the asker's side adds under one. */
export async function notifyHost(db: Executor, options: { question: CommunityPostRow; competition: CompetitionRow; writer: { id: number; name: string }; followUp: boolean }) {
  const host = options.competition.hostUserId;
  await notifyMembers(db, {
    userIds: host !== null && host !== options.writer.id ? [host] : [],
    question: options.question,
    competition: options.competition,
    message: options.followUp ? 'competition.support.notification.followUp' : 'competition.support.notification.question',
    name: options.writer.name,
  });
}

/** A host's answer reaches the asker and everyone on the asker's team now. */
export async function notifyAskerSide(db: Executor, options: { question: CommunityPostRow; competition: CompetitionRow; answerer: { id: number; name: string } }) {
  const { question, competition } = options;
  if (question.authorId === null) return;
  const askerTeam = db
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .where(and(eq(teamMembers.competitionId, competition.id), eq(teamMembers.userId, question.authorId)));
  const teammates = await db
    .select({ userId: teamMembers.userId })
    .from(teamMembers)
    .where(and(inArray(teamMembers.teamId, askerTeam), ne(teamMembers.userId, question.authorId)));
  const userIds = [question.authorId, ...teammates.map((row) => row.userId)].filter((id) => id !== options.answerer.id);
  await notifyMembers(db, { userIds, question, competition, message: 'competition.support.notification.answer', name: options.answerer.name });
}

/** What a comment under a question tells: a host's answer goes to the asker's side, anything else to the host. */
export async function notifySupportComment(
  db: Executor,
  options: { question: CommunityPostRow; competition: CompetitionRow; writer: { id: number; name: string }; hostAnswer: boolean },
) {
  const { question, competition, writer } = options;
  if (options.hostAnswer) await notifyAskerSide(db, { question, competition, answerer: writer });
  else await notifyHost(db, { question, competition, writer, followUp: true });
}
