import { and, not } from 'drizzle-orm';
import type { SupportCreate, SupportUpdate } from '@madang/contracts/support';
import type { Database, Executor } from '../../db/client.ts';
import { communityPosts } from '../../db/schema.ts';
import { badRequest, conflict } from '../../http/app-error.ts';
import { isPost, type SupportPostRow } from '../community/post-rows.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { isAnswered } from './list-questions.ts';
import { notifyHost } from './notify-support.ts';

const thisQuestion = (question: SupportPostRow) => isPost({ board: 'support', postId: question.id });

/** A member's question to the competition's hosts; the host hears of it in the same transaction. */
export async function askQuestion(
  db: Database,
  options: { competition: CompetitionRow; author: { id: number; name: string }; input: Omit<SupportCreate, 'cpt_id'>; createdAt?: Date },
): Promise<SupportPostRow> {
  const { competition, author, input } = options;
  const times = options.createdAt ? { createdAt: options.createdAt, updatedAt: options.createdAt } : {};
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(communityPosts)
      // Every post has a category; a support post is always the talk board's "question".
      .values({ board: 'support', competitionId: competition.id, authorId: author.id, category: 'question', title: input.title, body: input.content, ...times })
      .returning();
    const question = row as SupportPostRow;
    await notifyHost(tx, { question, competition, writer: author, followUp: false });
    return question;
  });
}

/**
 * The asker's edit, only while no host has answered: an answer must keep answering what was asked. The check is
 * part of the update itself, so an answer that lands after the page was read still stops the edit.
 */
export async function editQuestion(db: Executor, options: { question: SupportPostRow; input: Omit<SupportUpdate, 'sp_id'> }) {
  const changed = await db
    .update(communityPosts)
    .set({ title: options.input.title, body: options.input.content, updatedAt: new Date() })
    .where(and(thisQuestion(options.question), not(isAnswered)))
    .returning({ id: communityPosts.id });
  if (changed.length === 0) throw conflict('support_answered');
}

/** A host publishes an answered question as one of the competition's FAQ (checked in the update), or takes it back to the asker's side. */
export async function setFaq(db: Executor, options: { question: SupportPostRow; faq: boolean; now?: Date }) {
  const changed = await db
    .update(communityPosts)
    .set({ faqAt: options.faq ? (options.question.faqAt ?? options.now ?? new Date()) : null })
    .where(and(thisQuestion(options.question), options.faq ? isAnswered : undefined))
    .returning({ id: communityPosts.id });
  if (changed.length === 0) throw badRequest('support_faq_unanswered');
}
