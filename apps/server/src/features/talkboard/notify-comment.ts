import { translate } from '@madang/i18n';
import type { Executor } from '../../db/client.ts';
import { notifications } from '../../db/schema.ts';
import type { CompetitionRow } from '../competitions/find-competition.ts';
import { talkPostLink } from './board-link.ts';
import type { TalkPostRow } from './find-post.ts';

/**
 * A `tb` notification for the post's author (spec section 3). Its `cpt_id` is the board's competition, or 0 for
 * the forum, which the web app's notification target turns into the forum or talk board page.
 */
export async function notifyPostAuthor(db: Executor, options: { post: TalkPostRow; board: CompetitionRow | null; commenterName: string }) {
  const { post, board } = options;
  const params = { name: options.commenterName, title: post.title };
  await db.insert(notifications).values({
    userId: post.authorId!,
    type: 'tb',
    competitionId: board?.id ?? null,
    isOfficial: board?.isOfficial ?? false,
    tbId: post.id,
    link: `${talkPostLink(post.id, board)}/`,
    content: { ko: translate('ko', 'talk.notification.comment', params), en: translate('en', 'talk.notification.comment', params) },
  });
}
