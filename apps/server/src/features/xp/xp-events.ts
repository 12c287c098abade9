import { competitionFinishXp, XP_PER_EVENT } from '@madang/contracts';
import type { XpAward } from './award-xp.ts';

/** The awards for the platform's XP events (docs/xp.md), one item key each so an item earns once. */
export const commentWrittenXp = (options: { userId: number; commentId: number; at?: Date }): XpAward => ({
  userId: options.userId,
  reason: 'comment',
  itemKey: `comment:${options.commentId}`,
  amount: XP_PER_EVENT.comment,
  at: options.at,
});

/** A liked talk post earns its author XP once per member who likes it, however often they toggle. */
export const talkPostLikedXp = (options: { authorId: number; postId: number; likerId: number }): XpAward => ({
  userId: options.authorId,
  reason: 'talk_like',
  itemKey: `talk:${options.postId}:${options.likerId}`,
  amount: XP_PER_EVENT.talk_like,
});

/** A shared code post liked by another member: for the code share feature to call from its like. */
export const codePostLikedXp = (options: { authorId: number; postId: number; likerId: number }): XpAward => ({
  userId: options.authorId,
  reason: 'code_like',
  itemKey: `code:${options.postId}:${options.likerId}`,
  amount: XP_PER_EVENT.code_like,
});

/** A submission earns when it is first scored; a re-score finds the item already earned. */
export const submissionScoredXp = (options: { userId: number; submissionId: number }): XpAward => ({
  userId: options.userId,
  reason: 'submission',
  itemKey: `submission:${options.submissionId}`,
  amount: XP_PER_EVENT.submission,
});

export const competitionFinishedXp = (options: { userId: number; competitionId: number; rank: number; teams: number; at?: Date }): XpAward => ({
  userId: options.userId,
  reason: 'competition',
  itemKey: `competition:${options.competitionId}`,
  amount: competitionFinishXp(options.rank, options.teams),
  at: options.at,
});
